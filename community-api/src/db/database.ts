import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from './pool.js';
import * as schema from './schema.js';

export type Database = NodePgDatabase<typeof schema>;

export function createDatabase(pool: Pool): Database {
  return drizzle(pool, { schema });
}
