import type { Pool, QueryResultRow } from 'pg';

import { getCatalogue } from './get-catalogue.js';

/**
 * The pool Payload's postgres adapter already holds: hand-tuned reads share its connections
 * instead of opening a second pool against the same database.
 */
export async function cataloguePool(): Promise<Pool> {
  const payload = await getCatalogue();
  const { pool } = payload.db as unknown as { pool: Pool };
  return pool;
}

/**
 * One parameterised statement; values always travel as parameters, never spliced into text.
 * A `name` makes it a prepared statement on each connection: the big read statements take
 * longer to plan than to run, and a prepared one is planned once per connection.
 */
export async function catalogueQuery<T extends QueryResultRow>(text: string, values: unknown[] = [], name?: string): Promise<T[]> {
  const pool = await cataloguePool();
  const { rows } = await pool.query<T>(name ? { name, text, values } : { text, values });
  return rows;
}
