import type { ReadingStatus } from '@starshelf/contract';
import type { Pool } from '../../db/pool.js';
import type { ShelfItem } from './goodreads-row.js';

type Row = {
  book_id: number;
  status: ReadingStatus | null;
  added_at: Date | null;
  finished_at: Date | null;
  rating: number | null;
  review: string | null;
  rated_at: Date | null;
};

/**
 * The next `limit` books the member has listed or rated after `afterBookId`, in book id order.
 * Keyset paging: the first `limit` of the merged ids are among the first `limit` of each table, so
 * each page reads at most 2 × `limit` rows from the primary keys, however long the shelf.
 */
const PAGE_SQL = `select coalesce(e.book_id, r.book_id) as book_id, e.status, e.added_at, e.finished_at, r.rating, r.review, r.created_at as rated_at
    from (select book_id, status, added_at, finished_at from community.reading_list_entries
           where user_id = $1 and book_id > $2 order by book_id limit $3) e
    full join (select book_id, rating, review, created_at from community.book_ratings
           where user_id = $1 and book_id > $2 order by book_id limit $3) r on r.book_id = e.book_id
   order by 1 limit $3`;

const toItem = (row: Row): ShelfItem => ({
  bookId: row.book_id,
  status: row.status,
  addedAt: row.added_at,
  finishedAt: row.finished_at,
  rating: row.rating,
  review: row.review,
  ratedAt: row.rated_at,
});

export function shelfItemsRepository(pool: Pool) {
  return {
    async page(userId: string, afterBookId: number, limit: number): Promise<ShelfItem[]> {
      const { rows } = await pool.query<Row>({ name: 'shelf-items-page', text: PAGE_SQL, values: [userId, afterBookId, limit] });
      return rows.map(toItem);
    },
  };
}

export type ShelfItemsRepository = ReturnType<typeof shelfItemsRepository>;
