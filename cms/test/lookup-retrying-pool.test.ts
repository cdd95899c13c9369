import { describe, expect, it } from 'vitest';

import { LookupRetryingPool, retryLookupFailures } from '../src/catalogue/lookup-retrying-pool.js';
import { testAdminUrl } from './helpers/test-env.js';

const failure = (code: string) => Object.assign(new Error(`getaddrinfo ${code} postgres`), { code });

/** An attempt that fails with `errors` in turn, then answers; it counts its calls and the waits between them. */
function flakyAttempt(errors: Error[]) {
  const calls = { attempts: 0, waits: [] as number[] };
  const attempt = async () => {
    const error = errors[calls.attempts];
    calls.attempts += 1;
    if (error) throw error;
    return 'connected';
  };
  const wait = async (ms: number) => {
    calls.waits.push(ms);
  };
  return { attempt, wait, calls };
}

describe('retryLookupFailures', () => {
  it('tries again after a host name that did not resolve this time, and answers once it does', async () => {
    const { attempt, wait, calls } = flakyAttempt([failure('ENOTFOUND'), failure('EAI_AGAIN')]);
    await expect(retryLookupFailures(attempt, [10, 20, 30], wait)).resolves.toBe('connected');
    expect(calls).toEqual({ attempts: 3, waits: [10, 20] });
  });

  it('gives up with the lookup\'s own error once the waits are spent', async () => {
    const { attempt, wait, calls } = flakyAttempt([failure('ENOTFOUND'), failure('ENOTFOUND'), failure('ENOTFOUND')]);
    await expect(retryLookupFailures(attempt, [10, 20], wait)).rejects.toMatchObject({ code: 'ENOTFOUND' });
    expect(calls.attempts).toBe(3);
  });

  it('answers any other failure at once: a refused connection or a wrong password is no passing blip', async () => {
    for (const code of ['ECONNREFUSED', '28P01', 'ETIMEDOUT']) {
      const { attempt, wait, calls } = flakyAttempt([failure(code)]);
      await expect(retryLookupFailures(attempt, [10], wait)).rejects.toMatchObject({ code });
      expect(calls).toEqual({ attempts: 1, waits: [] });
    }
  });
});

describe('LookupRetryingPool on a real PostgreSQL server', () => {
  it('queries as a pg.Pool does, through pool.query (a callback inside) and through connect()', async () => {
    const pool = new LookupRetryingPool({ connectionString: testAdminUrl(), max: 2 });
    try {
      expect((await pool.query<{ answer: number }>('select 41 + 1 as answer')).rows).toEqual([{ answer: 42 }]);
      const client = await pool.connect();
      try {
        expect((await client.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
      } finally {
        client.release();
      }
      expect(pool.totalCount).toBeGreaterThan(0);
    } finally {
      await pool.end();
    }
  });

  it('waits out its retries for a host name that never resolves, then fails the query with the lookup error', async () => {
    const url = new URL(testAdminUrl());
    url.hostname = 'starshelf-no-such-database.invalid';
    const pool = new LookupRetryingPool({ connectionString: url.href, lookupRetryDelaysMs: [150, 150], connectionTimeoutMillis: 5_000 });
    const started = performance.now();
    try {
      await expect(pool.query('select 1')).rejects.toMatchObject({ code: expect.stringMatching(/^(ENOTFOUND|EAI_AGAIN)$/) });
      // Both waits were taken: three lookups were made before the query failed.
      expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    } finally {
      await pool.end();
    }
  });
});
