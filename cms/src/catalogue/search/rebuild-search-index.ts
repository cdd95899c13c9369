import { getCatalogue } from '../get-catalogue.js';
import { refreshSearchDocuments, SEARCH_TYPES } from './search-documents.js';

/**
 * Rewrites the whole search index from the catalogue: for the seeder after a bulk import (which
 * may skip hooks) and for operators after a restore. Returns the number of documents.
 */
export async function rebuildSearchIndex(): Promise<{ documents: number }> {
  const payload = await getCatalogue();
  const pool = (payload.db as unknown as { pool: { query: (text: string) => Promise<{ rows: { count: string }[] }> } }).pool;
  await pool.query('delete from cms.search_documents');
  for (const type of SEARCH_TYPES) await refreshSearchDocuments(payload, type, null);
  // Fresh statistics, or the planner misjudges the trigram index after a bulk load.
  await pool.query('analyze cms.search_documents');
  const { rows } = await pool.query('select count(*) from cms.search_documents');
  return { documents: Number(rows[0]?.count ?? 0) };
}
