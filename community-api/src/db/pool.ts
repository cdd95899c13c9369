import { LookupRetryingPool } from '@starshelf/cms/catalogue';
import type pg from 'pg';

export type { Pool } from 'pg';

export function createPool(databaseUrl: string): pg.Pool {
  // A new connection survives a passing DNS failure of the database's host name (container DNS).
  return new LookupRetryingPool({
    connectionString: databaseUrl,
    max: 10,
    // A dead database should surface as "not ready" within seconds, not hang requests.
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    application_name: 'starshelf-community-api',
  });
}
