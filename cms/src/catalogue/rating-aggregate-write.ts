import { notifyAggregatesChanged } from './change-notice.js';
import { setRatingAggregates } from './rating-aggregates.js';
import { cataloguePool } from './runtime.js';

export type RatedKind = 'books' | 'authors';

/**
 * Writes one item's denormalised rating aggregate (the ratings themselves are the truth, in the
 * community schema): the rating job's write. Idempotent, so a repeated or late job is harmless.
 */
export async function writeRatingAggregate(kind: RatedKind, id: number, average: number | null, count: number): Promise<void> {
  await setRatingAggregates(kind, [{ id, average, count }]);
}

/** Where each collection's ratings are, in the community schema (its API owns the rows). */
const RATINGS_OF: Record<RatedKind, { table: string; item: string }> = {
  books: { table: 'community.book_ratings', item: 'book_id' },
  authors: { table: 'community.author_ratings', item: 'author_id' },
};

/**
 * The reconcile (decision 153): sets every book's or author's figures to what its ratings say,
 * counted from the ratings themselves (not the kept totals of decision 149, so it checks them too),
 * in one statement inside the database. Only items whose figures differ are written and named in
 * the change notice; an item without ratings gets no average and a count of 0. The average is
 * rounded as `roundAverage` rounds (half up, to one decimal: exact in numeric, where the contract
 * first absorbs binary noise), so the reconcile and the rating job never undo each other.
 * Returns how many items changed.
 */
export async function reconcileRatingAggregatesWithRatings(kind: RatedKind): Promise<number> {
  const { table, item } = RATINGS_OF[kind];
  const db = cataloguePool();
  const result = await db.query<{ id: number }>(
    `with counted as (
       select ${item} as id, round(avg(rating), 1) as average, count(*)::numeric as count from ${table} group by ${item}
     ), wanted as (
       select k.id, c.average, coalesce(c.count, 0) as count from cms.${kind} k left join counted c on c.id = k.id
     )
     update cms.${kind} t set average_rating = w.average, ratings_count = w.count, updated_at = now()
       from wanted w
      where t.id = w.id and (t.average_rating is distinct from w.average or t.ratings_count is distinct from w.count)
     returning t.id`,
  );
  if (result.rowCount) await notifyAggregatesChanged(db, kind, result.rows.map((row) => row.id));
  return result.rowCount ?? 0;
}
