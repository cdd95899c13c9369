import { CONNECTION_OPTIONS, LookupRetryingPool } from '@starshelf/cms/catalogue';
import type pg from 'pg';
import type { Logger } from '../lib/logger.js';

export type { Pool } from 'pg';

/**
 * How long a request may wait for a database connection, a new one or a free one of the pool. A
 * new connection can take seconds while the database and its neighbours start (the compose test saw
 * a 500 after 3 s right after a restore); a database that is down refuses at once, and readiness
 * has its own 2 s limit, so "not ready" still shows within seconds.
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 10_000;

/**
 * The process's one pool for both schemas: the community's queries and the catalogue library's reads
 * and aggregate writes (server.ts and worker.ts give it to configureCatalogue). Twenty connections:
 * ten for each, as when the catalogue's reads had a pool of their own.
 */
export const DATABASE_POOL_SIZE = 20;

/** A statement the pool ran, how long it took, and the parameters it ran with. */
export type LoggedStatement = { ms: number; text: string; values: unknown[] };

export type StatementLog = {
  /** Statements at least this slow are handed to `write`. */
  thresholdMs: number;
  write: (statement: LoggedStatement) => void;
};

type QueryArgs = [unknown, ...unknown[]];

/**
 * Times every statement of `client` and hands those at least `log.thresholdMs` slow to `log.write`.
 * pg's pool calls `client.query(text, values, callback)`; drizzle calls `client.query(config)`
 * and awaits it; both end here, so every statement of the process is seen, in a transaction or not.
 */
function logStatements(client: pg.PoolClient, log: StatementLog): void {
  const query = client.query.bind(client) as (...args: QueryArgs) => unknown;
  const timed = (...args: QueryArgs): unknown => {
    const [first, second] = args;
    const config = typeof first === 'string' ? { text: first, values: second } : (first as { text?: unknown; values?: unknown });
    const started = performance.now();
    const done = () => {
      const ms = performance.now() - started;
      if (ms >= log.thresholdMs && typeof config.text === 'string') log.write({ ms, text: config.text, values: Array.isArray(config.values) ? config.values : Array.isArray(second) ? second : [] });
    };
    const last = args.at(-1);
    if (args.length > 1 && typeof last === 'function') {
      const callback = last as (...results: unknown[]) => unknown;
      return query(...(args.slice(0, -1) as QueryArgs), (...results: unknown[]) => {
        done();
        return callback(...results);
      });
    }
    const result = query(...args);
    if (result instanceof Promise) void result.then(done, done);
    return result;
  };
  Object.assign(client, { query: timed });
}

/**
 * The process's pool. `statementLog` (DATABASE_LOG_STATEMENTS_MS) is for diagnosis only, e.g.
 * bench:scale finding the SQL behind a slow call: it writes parameters, which may be personal data.
 */
export function createPool(databaseUrl: string, statementLog?: StatementLog): pg.Pool {
  // A new connection survives a passing DNS failure of the database's host name (container DNS).
  const pool = new LookupRetryingPool({
    connectionString: databaseUrl,
    max: DATABASE_POOL_SIZE,
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    application_name: 'starshelf-community-api',
    options: CONNECTION_OPTIONS,
  });
  if (statementLog) pool.on('connect', (client) => logStatements(client, statementLog));
  return pool;
}

/**
 * Keeps the process alive when an idle client of `pool` loses its connection (a database restart,
 * an administrator ending the session): unhandled, the pool's `error` event would crash it. The log
 * line names the failure only: pg hangs its whole client on the error (connection settings, type
 * parsers, prepared statements), several KB per connection that say nothing more.
 */
export function logIdleClientErrors(pool: pg.Pool, logger: Pick<Logger, 'warn'>): void {
  pool.on('error', (error: Error & { code?: string; severity?: string }) => {
    logger.warn({ failure: { code: error.code, severity: error.severity, message: error.message } }, 'postgres idle client error');
  });
}
