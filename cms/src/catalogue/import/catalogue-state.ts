import type { Pool } from 'pg';

/** Whether the migrations have created the catalogue's tables, and how many books it holds. */
export async function catalogueState(pool: Pool): Promise<{ isMigrated: boolean; books: number }> {
  const { rows } = await pool.query<{ books: string | null; entries: string | null }>(
    `select to_regclass('cms.books')::text as books, to_regclass('cms.award_entries')::text as entries`,
  );
  if (!rows[0]?.books || !rows[0].entries) return { isMigrated: false, books: 0 };
  const count = await pool.query<{ n: number }>('select count(*)::int as n from cms.books');
  return { isMigrated: true, books: count.rows[0]?.n ?? 0 };
}

/**
 * Empties the catalogue (every document of the catalogue collections, imported or not) in one
 * transaction. Payload's child tables (locales, rels, arrays) go with their parents.
 */
export async function wipeCatalogue(pool: Pool): Promise<void> {
  await pool.query(
    'truncate cms.award_entries, cms.editions, cms.books, cms.authors, cms.series, cms.genres, cms.awards cascade',
  );
}

/**
 * Refreshes the planner's statistics after a bulk import: autovacuum gets to new tables late, and
 * until then stale estimates (e.g. on books_rels) send the list and detail queries down bad plans.
 */
export async function analyzeCatalogue(pool: Pool): Promise<void> {
  await pool.query('analyze');
}
