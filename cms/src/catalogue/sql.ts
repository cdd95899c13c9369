import type { QueryResultRow } from 'pg';

import { cataloguePool } from './runtime.js';

/**
 * One parameterised statement; values always travel as parameters, never spliced into text.
 * A `name` makes it a prepared statement on each connection: the big read statements take
 * longer to plan than to run, and a prepared one is planned once per connection.
 */
export async function catalogueQuery<T extends QueryResultRow>(text: string, values: unknown[] = [], name?: string): Promise<T[]> {
  const { rows } = await cataloguePool().query<T>(name ? { name, text, values } : { text, values });
  return rows;
}
