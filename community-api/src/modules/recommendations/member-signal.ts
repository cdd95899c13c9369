import type { Pool } from '../../db/pool.js';

export type MemberShelf = { rated: { bookId: number; rating: number }[]; listedIds: number[] };

/** Everything the member rated or listed: all of it, since none of it may come back as a pick. */
export async function loadMemberShelf(pool: Pool, userId: string): Promise<MemberShelf> {
  const [rated, listed] = await Promise.all([
    pool.query<{ book_id: number; rating: number }>('select book_id, rating from community.book_ratings where user_id = $1', [userId]),
    pool.query<{ book_id: number }>('select book_id from community.reading_list_entries where user_id = $1', [userId]),
  ]);
  return { rated: rated.rows.map((row) => ({ bookId: row.book_id, rating: row.rating })), listedIds: listed.rows.map((row) => row.book_id) };
}
