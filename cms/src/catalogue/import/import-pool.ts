import type { Pool } from 'pg';

import { cataloguePool } from '../runtime.js';

/**
 * The pool the process gave the catalogue (configureCatalogue). The seeder gives Payload's own, so
 * an import runs on the same connections (and the same database) as the Local API of this process.
 */
export async function importPool(): Promise<Pool> {
  return cataloguePool();
}
