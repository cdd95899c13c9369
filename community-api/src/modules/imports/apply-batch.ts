import type { ImportReport } from '@starshelf/contract';
import type { Pool, PoolClient } from 'pg';
import type { ImportRow } from '../../db/schema.js';

export type MatchedRow = { row: ImportRow; bookId: number };

/** One batch of the file: its matched rows (one per book), its unmatched ones, how many rows it covered. */
export type ImportBatch = { importId: string; userId: string; matched: MatchedRow[]; unmatched: ImportReport['unmatched']; rowCount: number };

/** Which books of the batch got a new rating (the aggregates to recompute). */
export type BatchOutcome = { ratedBookIds: number[] };

// A day from the file as a moment: noon UTC stays the same calendar day in every time zone. The
// statements take the earlier of it and now() (least() skips a null, hence the case for finished_at):
// noon of the import's own day may still be hours ahead.
const dayAt = (day: string | null) => (day === null ? null : `${day}T12:00:00Z`);

async function insertListEntries(client: PoolClient, userId: string, matched: MatchedRow[]): Promise<Set<number>> {
  const listed = matched.filter((m) => m.row.status !== null);
  if (listed.length === 0) return new Set();
  const { rows } = await client.query<{ book_id: number }>(
    `insert into community.reading_list_entries (user_id, book_id, status, added_at, updated_at, finished_at)
     select $1, u.book_id, u.status, least(coalesce(u.added_at, now()), now()), least(coalesce(u.added_at, now()), now()), case when u.finished_at > now() then now() else u.finished_at end
       from unnest($2::int[], $3::text[], $4::timestamptz[], $5::timestamptz[]) as u(book_id, status, added_at, finished_at)
     on conflict (user_id, book_id) do nothing
     returning book_id`,
    [userId, listed.map((m) => m.bookId), listed.map((m) => m.row.status), listed.map((m) => dayAt(m.row.dateAdded)), listed.map((m) => dayAt(m.row.dateRead))],
  );
  return new Set(rows.map((row) => row.book_id));
}

async function insertRatings(client: PoolClient, userId: string, matched: MatchedRow[]): Promise<Array<{ book_id: number; has_review: boolean }>> {
  const rated = matched.filter((m) => m.row.rating > 0);
  if (rated.length === 0) return [];
  // Dated like the reading, so imported reviews take their place in history instead of topping
  // "newest" (reviews sort by updated_at); never later than now, so none sorts above one written since.
  const { rows } = await client.query<{ book_id: number; has_review: boolean }>(
    `insert into community.book_ratings (user_id, book_id, rating, review, created_at, updated_at)
     select $1, u.book_id, u.rating, u.review, least(coalesce(u.at, now()), now()), least(coalesce(u.at, now()), now())
       from unnest($2::int[], $3::smallint[], $4::text[], $5::timestamptz[]) as u(book_id, rating, review, at)
     on conflict (user_id, book_id) do nothing
     returning book_id, review is not null as has_review`,
    [userId, rated.map((m) => m.bookId), rated.map((m) => m.row.rating), rated.map((m) => m.row.review), rated.map((m) => dayAt(m.row.dateRead ?? m.row.dateAdded))],
  );
  return rows;
}

/**
 * Applies one batch and its progress in one transaction, so a failure leaves neither half a batch
 * nor counters that disagree with the data. Only inserts that find nothing there: what the member
 * already has on the site is never overwritten, and a second run of the same file changes nothing.
 */
export async function applyBatch(pool: Pool, batch: ImportBatch): Promise<BatchOutcome> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const listed = batch.matched.length > 0 ? await insertListEntries(client, batch.userId, batch.matched) : new Set<number>();
    const rated = batch.matched.length > 0 ? await insertRatings(client, batch.userId, batch.matched) : [];
    const ratedIds = new Set(rated.map((row) => row.book_id));
    const changed = batch.matched.filter((m) => listed.has(m.bookId) || ratedIds.has(m.bookId)).length;
    await client.query(
      `update community.imports
          set processed = processed + $2, matched = matched + $3, created_ratings = created_ratings + $4,
              created_reviews = created_reviews + $5, created_reading_list = created_reading_list + $6,
              already_there = already_there + $7, unmatched = unmatched || $8::jsonb
        where id = $1`,
      [batch.importId, batch.rowCount, batch.matched.length, rated.length, rated.filter((row) => row.has_review).length, listed.size, batch.matched.length - changed, JSON.stringify(batch.unmatched)],
    );
    await client.query('commit');
    return { ratedBookIds: [...ratedIds] };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
