import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';

/** Runs one drizzle `sql` statement: a write's transaction inside a hook, or a plain pool. */
export type SqlExecutor = { execute: (query: SQL) => Promise<{ rows: unknown[] }> };

/** Statements on `pool`, each on a connection of its own: for work outside any Payload write. */
export function poolExecutor(pool: Pool): SqlExecutor {
  return drizzle({ client: pool });
}
