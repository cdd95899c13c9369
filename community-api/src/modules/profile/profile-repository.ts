import { pageOffset } from '@starshelf/contract';
import type { Pool } from '../../db/pool.js';

export type OwnRatingKind = 'book' | 'author';
export type OwnRatingRow = {
  kind: OwnRatingKind;
  itemId: number;
  rating: number;
  review: string | null;
  hidden: boolean;
  hiddenReason: string | null;
  createdAt: Date;
  updatedAt: Date;
};
export type ProfileCounts = { readingList: number; reviews: number };

type Row = { kind: OwnRatingKind; item_id: number; rating: number; review: string | null; hidden_at: Date | null; hidden_reason: string | null; created_at: Date; updated_at: Date };

const OWN_RATINGS = `
  select 'book' as kind, book_id as item_id, rating, review, hidden_at, hidden_reason, created_at, updated_at from community.book_ratings where user_id = $1
  union all
  select 'author' as kind, author_id as item_id, rating, review, hidden_at, hidden_reason, created_at, updated_at from community.author_ratings where user_id = $1`;

/** What a member's profile counts and lists: their reading list and their own ratings and reviews. */
export function profileRepository(pool: Pool) {
  return {
    async counts(userId: string): Promise<ProfileCounts> {
      const { rows } = await pool.query<{ reading_list: number; reviews: number }>(
        `select (select count(*)::int from community.reading_list_entries where user_id = $1) as reading_list,
                (select count(*)::int from (${OWN_RATINGS}) own) as reviews`,
        [userId],
      );
      return { readingList: rows[0]?.reading_list ?? 0, reviews: rows[0]?.reviews ?? 0 };
    },

    /** Book and author ratings together, newest first; ties broken stably so pages never overlap. */
    async ownRatings(userId: string, page: number, limit: number): Promise<{ rows: OwnRatingRow[]; total: number }> {
      const [{ rows }, counted] = await Promise.all([
        pool.query<Row>(`${OWN_RATINGS} order by updated_at desc, kind, item_id limit $2 offset $3`, [userId, limit, pageOffset(page, limit)]),
        pool.query<{ total: number }>(`select count(*)::int as total from (${OWN_RATINGS}) own`, [userId]),
      ]);
      return {
        rows: rows.map((row) => ({
          kind: row.kind,
          itemId: row.item_id,
          rating: row.rating,
          review: row.review,
          // The author sees their own text, marked when an administrator hid it from others.
          hidden: row.hidden_at !== null,
          hiddenReason: row.hidden_reason,
          createdAt: row.created_at,
          updatedAt: row.updated_at,
        })),
        total: counted.rows[0]?.total ?? 0,
      };
    },
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;
