import pg from 'pg';

export type { Pool } from 'pg';

export function createPool(databaseUrl: string): pg.Pool {
  return new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // A dead database should surface as "not ready" within seconds, not hang requests.
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    application_name: 'starshelf-community-api',
  });
}
