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
 * The next `limit` books the member has listed or rated after `afterBookId`, in book id order
 * (keyset paging: each page is two index range scans on the primary keys, however long the shelf).
 */
const PAGE_SQL = `with page as (
    (select book_id from community.reading_list_entries where user_id = $1 and book_id > $2)
    union
    (select book_id from community.book_ratings where user_id = $1 and book_id > $2)
    order by book_id limit $3)
  select page.book_id, e.status, e.added_at, e.finished_at, r.rating, r.review, r.created_at as rated_at
    from page
    left join community.reading_list_entries e on e.user_id = $1 and e.book_id = page.book_id
    left join community.book_ratings r on r.user_id = $1 and r.book_id = page.book_id
   order by page.book_id`;

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
