import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';

import { LookupRetryingPool } from '../src/catalogue/lookup-retrying-pool.js';
import { patientLookup } from '../src/catalogue/patient-lookup.js';
import { testAdminUrl } from './helpers/test-env.js';

const failure = (code: string) => Object.assign(new Error(`getaddrinfo ${code} postgres`), { code });

type Outcome = Error | { address: string; afterMs?: number } | 'hang';

/** A resolver that answers its calls with `outcomes` in turn (the last one repeats), counting them. */
function scriptedResolver(outcomes: Outcome[]) {
  const calls = { count: 0 };
  // As dns.lookup answers: a list when asked for all addresses (net's connect does so by default).
  const lookup = ((_hostname: string, options: { all?: boolean }, callback: (error: Error | null, address?: unknown, family?: number) => void) => {
    const outcome = outcomes[Math.min(calls.count, outcomes.length - 1)];
    calls.count += 1;
    if (outcome === 'hang') return;
    if (outcome instanceof Error) setTimeout(() => callback(outcome), 1);
    else if (options.all) setTimeout(() => callback(null, [{ address: outcome?.address, family: 4 }]), outcome?.afterMs ?? 1);
    else setTimeout(() => callback(null, outcome?.address, 4), outcome?.afterMs ?? 1);
  }) as unknown as LookupFunction;
  return { lookup, calls };
}

function resolve(lookup: LookupFunction): Promise<{ address?: string; error?: Error; ms: number }> {
  const started = performance.now();
  return new Promise((done) =>
    lookup('postgres', { family: 0 }, (error, address) => done({ error: error ?? undefined, address: address as string, ms: performance.now() - started })),
  );
}

describe('patientLookup', () => {
  it('tries again after a host name that did not resolve this time, and answers once it does', async () => {
    const { lookup, calls } = scriptedResolver([failure('ENOTFOUND'), failure('EAI_AGAIN'), { address: '10.0.0.5' }]);
    const answer = await resolve(patientLookup({ lookup, retryDelaysMs: [10, 20, 30], hedgeAfterMs: 500 }));
    expect(answer).toMatchObject({ address: '10.0.0.5', error: undefined });
    expect(calls.count).toBe(3);
  });

  it('gives up with the lookup\'s own error once the waits are spent', async () => {
    const { lookup, calls } = scriptedResolver([failure('ENOTFOUND')]);
    const answer = await resolve(patientLookup({ lookup, retryDelaysMs: [10, 20], hedgeAfterMs: 500 }));
    expect(answer.error).toMatchObject({ code: 'ENOTFOUND' });
    expect(calls.count).toBe(3);
  });

  it('answers any other failure at once: it is no passing blip of the resolver', async () => {
    const { lookup, calls } = scriptedResolver([failure('ESERVFAIL_OTHER')]);
    const answer = await resolve(patientLookup({ lookup, retryDelaysMs: [10], hedgeAfterMs: 500 }));
    expect(answer.error).toMatchObject({ code: 'ESERVFAIL_OTHER' });
    expect(calls.count).toBe(1);
  });

  it('asks again beside a lookup that hangs, and takes the answer that comes', async () => {
    const { lookup, calls } = scriptedResolver(['hang', { address: '10.0.0.6' }]);
    const answer = await resolve(patientLookup({ lookup, retryDelaysMs: [10, 20], hedgeAfterMs: 50 }));
    expect(answer).toMatchObject({ address: '10.0.0.6', error: undefined });
    expect(calls.count).toBe(2);
    expect(answer.ms).toBeLessThan(1_000);
  });

  it('keeps listening to a slow lookup that does answer, before its extra try does', async () => {
    const { lookup, calls } = scriptedResolver([{ address: '10.0.0.7', afterMs: 80 }, 'hang']);
    const answer = await resolve(patientLookup({ lookup, retryDelaysMs: [10], hedgeAfterMs: 30 }));
    expect(answer).toMatchObject({ address: '10.0.0.7', error: undefined });
    expect(calls.count).toBe(2);
  });

  it('answers a name it resolved before with that address when the resolver goes silent or fails', async () => {
    const { lookup, calls } = scriptedResolver([{ address: '10.0.0.8' }, 'hang', failure('EAI_AGAIN'), 'hang']);
    const patient = patientLookup({ lookup, retryDelaysMs: [10, 20, 30], hedgeAfterMs: 40 });
    expect(await resolve(patient)).toMatchObject({ address: '10.0.0.8' });
    const silent = await resolve(patient);
    expect(silent).toMatchObject({ address: '10.0.0.8', error: undefined });
    expect(silent.ms).toBeLessThan(500);
    expect(await resolve(patient)).toMatchObject({ address: '10.0.0.8', error: undefined });
    expect(calls.count).toBe(3);
  });

  it('still waits for a name it never resolved, and takes a new address when the resolver gives one', async () => {
    const { lookup } = scriptedResolver([{ address: '10.0.0.9', afterMs: 80 }, 'hang', { address: '10.0.0.10' }]);
    const patient = patientLookup({ lookup, retryDelaysMs: [10], hedgeAfterMs: 30 });
    const first = await resolve(patient);
    expect(first).toMatchObject({ address: '10.0.0.9' });
    expect(first.ms).toBeGreaterThanOrEqual(70);
    expect(await resolve(patient)).toMatchObject({ address: '10.0.0.10' });
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

  it('connects within its 3 s connection timeout although the first lookup of the host never answers', async () => {
    const url = new URL(testAdminUrl());
    url.hostname = 'starshelf-database.test';
    const { lookup, calls } = scriptedResolver(['hang', { address: '127.0.0.1' }]);
    const pool = new LookupRetryingPool({ connectionString: url.href, connectionTimeoutMillis: 3_000, lookup });
    try {
      expect((await pool.query<{ answer: number }>('select 41 + 1 as answer')).rows).toEqual([{ answer: 42 }]);
      expect(calls.count).toBe(2);
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
