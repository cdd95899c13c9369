import { LookupRetryingPool } from '@starshelf/cms/catalogue';
import type pg from 'pg';

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

export function createPool(databaseUrl: string): pg.Pool {
  // A new connection survives a passing DNS failure of the database's host name (container DNS).
  return new LookupRetryingPool({
    connectionString: databaseUrl,
    max: DATABASE_POOL_SIZE,
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    application_name: 'starshelf-community-api',
  });
}
