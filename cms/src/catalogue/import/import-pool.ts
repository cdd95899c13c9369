import type { Pool } from 'pg';

import { getCatalogue } from '../get-catalogue.js';

/**
 * The pg pool of Payload's postgres adapter. The bulk writers share it, so an import runs on the
 * same connections (and the same database) as the Local API of this process.
 */
export async function importPool(): Promise<Pool> {
  const payload = await getCatalogue();
  const { pool } = payload.db as unknown as { pool?: Pool };
  if (!pool) throw new Error('the catalogue database adapter has no pg pool: is the postgres adapter configured?');
  return pool;
}
