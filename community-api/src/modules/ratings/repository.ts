import { displayName, pageOffset, paged, type Paged, type RatingAggregate, type RatingRecord, type Review, roundAverage } from '@starshelf/contract';
import type { Pool } from '../../db/pool.js';

export type RatedKind = 'books' | 'authors';

const TABLES: Record<RatedKind, { table: string; item: string; totals: string }> = {
  books: { table: 'community.book_ratings', item: 'book_id', totals: 'community.book_rating_totals' },
  authors: { table: 'community.author_ratings', item: 'author_id', totals: 'community.author_rating_totals' },
};

export type RatingView = RatingRecord;
export type ReviewView = Review;
export type Aggregate = RatingAggregate;

type RatingFields = { item_id: number; user_id: string; rating: number; review: string | null; created_at: Date; updated_at: Date };
type RatingRow = RatingFields & { hidden_at: Date | null; hidden_reason: string | null };
type ReviewRow = RatingFields & { first_name: string | null; last_name: string | null; email: string | null; profile_image_url: string | null };

const toFields = (row: RatingFields) => ({
  itemId: row.item_id,
  userId: row.user_id,
  rating: row.rating,
  review: row.review,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** The member's own rating: their text, marked when an administrator hid it from others. */
const toRating = (row: RatingRow): RatingView => ({ ...toFields(row), hidden: row.hidden_at !== null, hiddenReason: row.hidden_reason });

const toReview = (row: ReviewRow): ReviewView => ({
  ...toFields(row),
  user: {
    id: row.user_id,
    displayName: displayName({ firstName: row.first_name, lastName: row.last_name, email: row.email }),
    profileImageUrl: row.profile_image_url,
  },
});

/** A review others may read: it has text and no administrator hid it (docs/rules.md "Moderation"). */
export const READABLE_REVIEW = (alias: string) => `${alias}.review is not null and ${alias}.hidden_at is null`;

// Reviews others may read of the item `itemId` (an SQL expression), newest first, with the
// reviewer's names: the page's keys are read from `<table>_readable_idx` alone, in its order
// (`nulls last` is the index's; `updated_at` is never null), and only the rows shown are fetched,
// so a page costs its own rows however many reviews the item has (decision 140).
const REVIEWS_SQL = (table: string, item: string, itemId: string, limit: string, offset: string) =>
  `select r.${item} as item_id, r.user_id, r.rating, r.review, r.created_at, r.updated_at,
          u.first_name, u.last_name, u.email, u.profile_image_url
     from (select s.user_id, s.updated_at from ${table} s
            where s.${item} = ${itemId} and ${READABLE_REVIEW('s')}
            order by s.updated_at desc nulls last, s.user_id limit ${limit} offset ${offset}) shown
     join ${table} r on r.user_id = shown.user_id and r.${item} = ${itemId}
     join community.users u on u.id = r.user_id
    order by shown.updated_at desc, shown.user_id`;

/** The count of an item's readable reviews, from `<table>_readable_idx` alone (decision 140). */
const REVIEW_COUNT_SQL = (table: string, item: string) => `select count(*) from ${table} r where r.${item} = $1 and ${READABLE_REVIEW('r')}`;

/**
 * An item's average and count from its kept totals (decision 149): one row however many ratings it
 * has. The same numeric division avg() does, so the figures equal counting the ratings; an item
 * never rated has no row and answers null and 0.
 */
const AVERAGE_OF = (totals: string) => `case when ${totals}.ratings > 0 then ${totals}.rating_sum::numeric / ${totals}.ratings end`;
const AGGREGATE_SQL = (totals: string, item: string, itemId: string) =>
  `select ${AVERAGE_OF('t')} as average, coalesce(t.ratings, 0) as count from (select) one left join ${totals} t on t.${item} = ${itemId}`;

/** The statements an item's rating reads run, for the plan tests (decision 140): $1 item, $2 limit, $3 offset. */
export function ratingReadStatements(kind: RatedKind): { reviews: string; reviewCount: string; aggregate: string } {
  const { table, item, totals } = TABLES[kind];
  return { reviews: REVIEWS_SQL(table, item, '$1', '$2', '$3'), reviewCount: REVIEW_COUNT_SQL(table, item), aggregate: AGGREGATE_SQL(totals, item, '$1') };
}

export type RatingSummary = Aggregate & { reviews: ReviewView[] };
type Timestamps = { created_at: string; updated_at: string };
export type RatingSummaryRow = {
  rating_aggregate: { average: number | null; count: number };
  rating_reviews: (Omit<ReviewRow, keyof Timestamps> & Timestamps)[];
};

/**
 * The aggregate and the newest reviews of the item `itemId` (an SQL expression, e.g. a column of
 * the caller's row) as columns of the caller's statement, so the book modal reads its book and its
 * ratings in one round trip. `limit` is the parameter holding the number of reviews.
 */
export function ratingSummaryColumns(kind: RatedKind, itemId: string, limit: string): string {
  const { table, item, totals } = TABLES[kind];
  return `(select json_build_object('average', a.average, 'count', a.count) from (${AGGREGATE_SQL(totals, item, itemId)}) a) as rating_aggregate,
    (select coalesce(json_agg(x), '[]') from (${REVIEWS_SQL(table, item, itemId, limit, '0')}) x) as rating_reviews`;
}

/** The summary in the columns of ratingSummaryColumns(); JSON carries the review times as text. */
export function toRatingSummary(row: RatingSummaryRow): RatingSummary {
  return {
    averageRating: roundAverage(row.rating_aggregate.average),
    ratingsCount: row.rating_aggregate.count,
    reviews: row.rating_reviews.map((review) =>
      toReview({ ...review, created_at: new Date(review.created_at), updated_at: new Date(review.updated_at) }),
    ),
  };
}

/** Ratings and reviews in the community schema: the source of truth for every aggregate. */
export function ratingRepository(pool: Pool) {
  return {
    async upsert(kind: RatedKind, userId: string, itemId: number, rating: number, review: string | null): Promise<RatingView> {
      const { table, item } = TABLES[kind];
      const { rows } = await pool.query<RatingRow>(
        `insert into ${table} (user_id, ${item}, rating, review) values ($1, $2, $3, $4)
         on conflict (user_id, ${item}) do update set rating = excluded.rating, review = excluded.review, updated_at = now()
         returning ${item} as item_id, user_id, rating, review, hidden_at, hidden_reason, created_at, updated_at`,
        [userId, itemId, rating, review],
      );
      return toRating(rows[0]!);
    },

    async remove(kind: RatedKind, userId: string, itemId: number): Promise<boolean> {
      const { table, item } = TABLES[kind];
      const { rowCount } = await pool.query(`delete from ${table} where user_id = $1 and ${item} = $2`, [userId, itemId]);
      return (rowCount ?? 0) > 0;
    },

    async find(kind: RatedKind, userId: string, itemId: number): Promise<RatingView | null> {
      const { table, item } = TABLES[kind];
      const { rows } = await pool.query<RatingRow>(
        `select ${item} as item_id, user_id, rating, review, hidden_at, hidden_reason, created_at, updated_at from ${table} where user_id = $1 and ${item} = $2`,
        [userId, itemId],
      );
      return rows[0] ? toRating(rows[0]) : null;
    },

    async aggregate(kind: RatedKind, itemId: number): Promise<Aggregate> {
      const { item, totals } = TABLES[kind];
      const { rows } = await pool.query<{ average: string | null; count: string }>(
        AGGREGATE_SQL(totals, item, '$1'),
        [itemId],
      );
      return { averageRating: roundAverage(rows[0]?.average === null ? null : Number(rows[0]?.average)), ratingsCount: Number(rows[0]?.count ?? 0) };
    },

    /** The truth of the given items, from their kept totals (those without ratings are absent). */
    async aggregatesOf(kind: RatedKind, itemIds: readonly number[]): Promise<Map<number, Aggregate>> {
      const { item, totals } = TABLES[kind];
      const { rows } = await pool.query<{ item_id: number; average: string; count: string }>(
        `select t.${item} as item_id, ${AVERAGE_OF('t')} as average, t.ratings as count from ${totals} t where t.${item} = any($1::int[]) and t.ratings > 0`,
        [[...itemIds]],
      );
      return new Map(rows.map((row) => [row.item_id, { averageRating: roundAverage(Number(row.average)), ratingsCount: Number(row.count) }]));
    },

    /** Reviews others may read, newest first, with the reviewer's display name. */
    async reviews(kind: RatedKind, itemId: number, page: number, limit: number): Promise<Paged<ReviewView>> {
      const { table, item } = TABLES[kind];
      const [{ rows }, counted] = await Promise.all([
        pool.query<ReviewRow>(REVIEWS_SQL(table, item, '$1', '$2', '$3'), [itemId, limit, pageOffset(page, limit)]),
        pool.query<{ count: string }>(REVIEW_COUNT_SQL(table, item), [itemId]),
      ]);
      return paged(rows.map(toReview), Number(counted.rows[0]?.count ?? 0), page, limit);
    },
  };
}

export type RatingRepository = ReturnType<typeof ratingRepository>;
