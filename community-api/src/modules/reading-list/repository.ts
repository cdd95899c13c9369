import { pageOffset, type ReadingListEntry, type ReadingStatus } from '@starshelf/contract';
import type { Pool } from '../../db/pool.js';

export type ReadingListRow = ReadingListEntry;
type Row = { book_id: number; status: ReadingStatus; added_at: Date; updated_at: Date };

const toEntry = (row: Row): ReadingListRow => ({
  bookId: row.book_id,
  status: row.status,
  addedAt: row.added_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const COLUMNS = 'book_id, status, added_at, updated_at';

export function readingListRepository(pool: Pool) {
  return {
    /** Null when the book is already listed (the primary key refuses a second row). */
    async add(userId: string, bookId: number, status: ReadingStatus): Promise<ReadingListRow | null> {
      const { rows } = await pool.query<Row>(
        `insert into community.reading_list_entries (user_id, book_id, status) values ($1, $2, $3)
         on conflict (user_id, book_id) do nothing returning ${COLUMNS}`,
        [userId, bookId, status],
      );
      return rows[0] ? toEntry(rows[0]) : null;
    },

    async update(userId: string, bookId: number, status: ReadingStatus): Promise<ReadingListRow | null> {
      const { rows } = await pool.query<Row>(
        `update community.reading_list_entries set status = $3, updated_at = now()
          where user_id = $1 and book_id = $2 returning ${COLUMNS}`,
        [userId, bookId, status],
      );
      return rows[0] ? toEntry(rows[0]) : null;
    },

    async remove(userId: string, bookId: number): Promise<boolean> {
      const { rowCount } = await pool.query('delete from community.reading_list_entries where user_id = $1 and book_id = $2', [userId, bookId]);
      return (rowCount ?? 0) > 0;
    },

    async find(userId: string, bookId: number): Promise<ReadingListRow | null> {
      const { rows } = await pool.query<Row>(
        `select ${COLUMNS} from community.reading_list_entries where user_id = $1 and book_id = $2`,
        [userId, bookId],
      );
      return rows[0] ? toEntry(rows[0]) : null;
    },

    /** The member's listed book ids, optionally of one status (the books list's status filter). */
    async bookIds(userId: string, status?: ReadingStatus): Promise<number[]> {
      const { rows } = await pool.query<{ book_id: number }>(
        'select book_id from community.reading_list_entries where user_id = $1 and ($2::text is null or status = $2)',
        [userId, status ?? null],
      );
      return rows.map((row) => row.book_id);
    },

    async page(userId: string, status: ReadingStatus | undefined, page: number, limit: number): Promise<{ rows: ReadingListRow[]; total: number }> {
      const [{ rows }, counted] = await Promise.all([
        pool.query<Row>(
          `select ${COLUMNS} from community.reading_list_entries where user_id = $1 and ($2::text is null or status = $2)
            order by updated_at desc, book_id limit $3 offset $4`,
          [userId, status ?? null, limit, pageOffset(page, limit)],
        ),
        pool.query<{ count: string }>(
          'select count(*) from community.reading_list_entries where user_id = $1 and ($2::text is null or status = $2)',
          [userId, status ?? null],
        ),
      ]);
      return { rows: rows.map(toEntry), total: Number(counted.rows[0]?.count ?? 0) };
    },
  };
}

export type ReadingListRepository = ReturnType<typeof readingListRepository>;
