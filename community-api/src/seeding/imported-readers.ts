import { DEFAULT_LOCALE } from '@starshelf/contract';
import type { Pool } from 'pg';

/** Imported reader accounts carry this prefix in `external_id`; they have no email or password. */
export const IMPORTED_READER_PREFIX = 'goodbooks:';

export const importedReaderExternalId = (sourceUserId: number) => `${IMPORTED_READER_PREFIX}${sourceUserId}`;

/**
 * Creates the reader accounts the imported ratings belong to, once each (by external id).
 * Without email and password they can never sign in. Returns the user id per source user id.
 */
export async function upsertImportedReaders(
  pool: Pool,
  sourceUserIds: readonly number[],
): Promise<{ created: number; unchanged: number; userIds: Map<number, string> }> {
  const unique = [...new Set(sourceUserIds)];
  const externalIds = unique.map(importedReaderExternalId);
  const inserted = await pool.query(
    `insert into community.users (external_id, email, password_hash, role, locale)
     select e, null, null, 'NORMAL_USER', $2 from unnest($1::text[]) as e
     on conflict (external_id) do nothing`,
    [externalIds, DEFAULT_LOCALE],
  );
  const { rows } = await pool.query<{ id: string; external_id: string }>(
    'select id, external_id from community.users where external_id = any($1::text[])',
    [externalIds],
  );
  const userIds = new Map(rows.map((r) => [Number(r.external_id.slice(IMPORTED_READER_PREFIX.length)), r.id]));
  const created = inserted.rowCount ?? 0;
  return { created, unchanged: unique.length - created, userIds };
}

/** Removes every imported reader; their ratings go with them (foreign key cascade). */
export async function deleteImportedReaders(pool: Pool): Promise<number> {
  const result = await pool.query('delete from community.users where external_id like $1', [`${IMPORTED_READER_PREFIX}%`]);
  return result.rowCount ?? 0;
}
