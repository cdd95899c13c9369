import { createServer, connect, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import pg from 'pg';
import { createPool, DATABASE_CONNECT_TIMEOUT_MS, logIdleClientErrors, type LoggedStatement } from '../src/db/pool.js';
import { createLogger } from '../src/lib/logger.js';

const ADMIN_URL = new URL(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
// Longer than the 3 s the pool used to allow, well within the limit.
const SLOW_START_MS = 4_000;

/** A TCP relay to the test server that holds every new connection for `delayMs` first, like a database busy starting. */
function slowRelay(delayMs: number): Promise<Server> {
  const server = createServer((client) => {
    client.pause();
    const timer = setTimeout(() => {
      const upstream = connect(Number(ADMIN_URL.port || 5432), ADMIN_URL.hostname, () => {
        client.pipe(upstream).pipe(client);
        client.resume();
      });
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    }, delayMs);
    client.on('close', () => clearTimeout(timer));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('the API\'s database pool', () => {
  let relay: Server;
  beforeAll(async () => {
    relay = await slowRelay(SLOW_START_MS);
  });
  afterAll(() => new Promise<void>((resolve) => relay.close(() => resolve())));

  it('waits for a connection that takes seconds to open instead of failing the request', { timeout: 20_000 }, async () => {
    expect(DATABASE_CONNECT_TIMEOUT_MS).toBeGreaterThan(SLOW_START_MS);
    const url = new URL(ADMIN_URL);
    url.hostname = '127.0.0.1';
    url.port = String((relay.address() as { port: number }).port);
    const pool = createPool(url.href);
    try {
      const started = Date.now();
      expect((await pool.query<{ answer: number }>('select 41 + 1 as answer')).rows).toEqual([{ answer: 42 }]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_START_MS - 50);
    } finally {
      await pool.end();
    }
  });
});

describe("the pool's connection settings (decision 158)", () => {
  const jitOf = async (url: string) => {
    const pool = createPool(url);
    try {
      return (await pool.query<{ jit: string }>('show jit')).rows[0]?.jit;
    } finally {
      await pool.end();
    }
  };

  it('starts every connection without JIT compiling, unless the operator\'s DATABASE_URL says otherwise', async () => {
    expect(await jitOf(ADMIN_URL.href)).toBe('off');
    const operators = new URL(ADMIN_URL);
    operators.searchParams.set('options', '-c jit=on');
    expect(await jitOf(operators.href)).toBe('on');
  });
});

describe('the statement log of the pool (DATABASE_LOG_STATEMENTS_MS)', () => {
  it('hands over the statements at least as slow as the threshold with their parameters, through the pool and a client of it', async () => {
    const logged: LoggedStatement[] = [];
    const pool = createPool(ADMIN_URL.href, { thresholdMs: 50, write: (statement) => logged.push(statement) });
    try {
      await pool.query('select $1::int as fast', [1]);
      expect((await pool.query<{ slow: number }>('select $1::int as slow from pg_sleep(0.08)', [7])).rows).toEqual([{ slow: 7 }]);
      const client = await pool.connect();
      try {
        await client.query({ text: 'select $1::text as held from pg_sleep(0.06)', values: ['x'] });
      } finally {
        client.release();
      }
      expect(logged.map(({ text, values }) => ({ text, values }))).toEqual([
        { text: 'select $1::int as slow from pg_sleep(0.08)', values: [7] },
        { text: 'select $1::text as held from pg_sleep(0.06)', values: ['x'] },
      ]);
      expect(logged.every(({ ms }) => ms >= 50)).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('logs nothing without a log', async () => {
    const pool = createPool(ADMIN_URL.href);
    try {
      const client = await pool.connect();
      client.release();
      expect(client.query.name).toBe('query');
    } finally {
      await pool.end();
    }
  });
});

describe('an idle connection the database ends', () => {
  it('is logged as one short line naming the failure, without the pg client hung on the error, and the pool goes on', async () => {
    const written: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => { written.push(chunk.toString('utf8')); done(); } });
    const logger = createLogger({ logLevel: 'info', nodeEnv: 'test' }, sink);
    const pool = createPool(ADMIN_URL.href);
    logIdleClientErrors(pool, logger);
    const admin = new pg.Client({ connectionString: ADMIN_URL.href });
    await admin.connect();
    try {
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>({ name: 'named-for-the-test', text: 'select pg_backend_pid() as pid' });
      client.release();
      const errored = new Promise<void>((resolve) => pool.once('error', () => resolve()));
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await errored;
      await new Promise((resolve) => setImmediate(resolve));
      const lines = written.map((line) => JSON.parse(line) as { msg: string; failure: Record<string, unknown> });
      expect(lines).toHaveLength(1);
      expect(lines[0]!.msg).toBe('postgres idle client error');
      expect(lines[0]!.failure).toEqual({ code: '57P01', severity: 'FATAL', message: 'terminating connection due to administrator command' });
      expect(written[0]).not.toContain('named-for-the-test');
      expect(written[0]!.length).toBeLessThan(400);
      expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await pool.end();
    }
  });
});
