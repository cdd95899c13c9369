import type { Pool } from '../../db/pool.js';

export type MemberBooks = {
  /** Every book the member listed or rated: never recommended back to them. */
  knownIds: number[];
  rated: { bookId: number; rating: number }[];
  listed: { bookId: number; status: string }[];
};

/** The signed-in member's own reading list and ratings; the user id comes from the session only. */
export async function loadMemberBooks(pool: Pool, userId: string): Promise<MemberBooks> {
  const [rated, listed] = await Promise.all([
    pool.query<{ book_id: number; rating: number }>(
      'select book_id, rating from community.book_ratings where user_id = $1 order by updated_at desc limit 200',
      [userId],
    ),
    pool.query<{ book_id: number; status: string }>(
      'select book_id, status from community.reading_list_entries where user_id = $1 order by updated_at desc limit 200',
      [userId],
    ),
  ]);
  const ratedRows = rated.rows.map((row) => ({ bookId: row.book_id, rating: row.rating }));
  const listedRows = listed.rows.map((row) => ({ bookId: row.book_id, status: row.status }));
  const knownIds = [...new Set([...ratedRows.map((row) => row.bookId), ...listedRows.map((row) => row.bookId)])];
  return { knownIds, rated: ratedRows, listed: listedRows };
}
