import type { PoolClient } from 'pg';

import type { ImportDocument } from './import-document.js';

/**
 * Before editions are written: a book whose primary is now another edition loses the old mark
 * first, in the same transaction, since the partial unique index allows one primary per book.
 */
export async function demoteReplacedPrimaries(client: PoolClient, docs: ImportDocument[]): Promise<void> {
  const primaries = docs.filter((d) => d.values.is_primary_edition === true);
  if (primaries.length === 0) return;
  await client.query(
    `update cms.editions set is_primary_edition = false, updated_at = now()
     where book_id = any($1::int[]) and is_primary_edition
       and (external_id is null or external_id <> all($2::numeric[]))`,
    [primaries.map((d) => Number(d.values.book_id)), primaries.map((d) => d.externalId)],
  );
}
