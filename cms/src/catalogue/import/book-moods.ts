import type { Pool } from 'pg';

import { ImportBatchError, type UpsertCounts } from './import-document.js';

/** One mood a book holds: the share of its readers (0-1] who shelved it that way. */
export interface BookMoodRow {
  /** The Payload id of the book. */
  bookId: number;
  /** The book's source id, to name it when the write fails. */
  externalId: number;
  mood: string;
  share: number;
}

/**
 * Makes cms.book_moods hold exactly these rows, in one transaction: the import computes every
 * book's moods from the data set, so a mood a book no longer holds is removed (counted as an
 * update of that book's moods). Rows that already hold the value are not written, so a second
 * run reports no changes.
 */
export async function replaceBookMoods(pool: Pool, rows: readonly BookMoodRow[]): Promise<UpsertCounts> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const columns = [rows.map((r) => r.bookId), rows.map((r) => r.mood), rows.map((r) => r.share)];
    const removed = await client.query(
      `delete from cms.book_moods m
        where not exists (select 1 from unnest($1::int[], $2::text[]) as w(book_id, mood)
                           where w.book_id = m.book_id and w.mood = m.mood)`,
      columns.slice(0, 2),
    );
    // xmax = 0 tells a freshly inserted row from one the conflict branch updated.
    const written = await client.query<{ inserted: boolean }>(
      `insert into cms.book_moods (book_id, mood, share)
       select * from unnest($1::int[], $2::text[], $3::real[])
       on conflict (book_id, mood) do update set share = excluded.share
        where cms.book_moods.share is distinct from excluded.share
       returning (xmax = 0) as inserted`,
      columns,
    );
    await client.query('commit');
    const created = written.rows.filter((r) => r.inserted).length;
    const updated = written.rows.length - created;
    return { created, updated: updated + (removed.rowCount ?? 0), unchanged: rows.length - created - updated };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw new ImportBatchError('book moods', [...new Set(rows.map((r) => r.externalId))], error);
  } finally {
    client.release();
  }
}
