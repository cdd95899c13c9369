import { poolExecutor } from '../../database/sql-executor.js';
import { cataloguePool } from '../runtime.js';
import { refreshSearchDocuments, SEARCH_TYPES } from './search-documents.js';

/**
 * Rewrites the whole search index from the catalogue: for the seeder after a bulk import (which
 * may skip hooks) and for operators after a restore. Returns the number of documents.
 */
export async function rebuildSearchIndex(): Promise<{ documents: number }> {
  const pool = cataloguePool();
  await pool.query('delete from cms.search_documents');
  const executor = poolExecutor(pool);
  for (const type of SEARCH_TYPES) await refreshSearchDocuments(executor, type, null);
  // Fresh statistics, or the planner misjudges the trigram index after a bulk load.
  await pool.query('analyze cms.search_documents');
  const { rows } = await pool.query<{ count: string }>('select count(*) from cms.search_documents');
  return { documents: Number(rows[0]?.count ?? 0) };
}
