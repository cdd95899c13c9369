import { roundAverage } from '@starshelf/contract';
import type { Pool } from 'pg';

import { notifyAggregatesChanged } from './change-notice.js';
import { cataloguePool } from './runtime.js';
import { isPublic } from './public-sql.js';

export type RatedCollection = 'books' | 'authors';

/** An item's aggregate; `average` is rounded like the community API's (contract roundAverage) before it is stored. */
export interface RatingAggregate {
  id: number;
  average: number | null;
  count: number;
}

/**
 * Sets averageRating/ratingsCount of the given books or authors in one statement, touching only
 * rows whose values differ (so re-running is free). Returns how many rows changed.
 */
export async function setRatingAggregates(kind: RatedCollection, rows: readonly RatingAggregate[]): Promise<number> {
  if (rows.length === 0) return 0;
  const db = cataloguePool();
  const result = await db.query<{ id: number }>(
    `update cms.${kind} t set average_rating = u.average, ratings_count = u.count, updated_at = now()
     from unnest($1::int[], $2::numeric[], $3::int[]) as u(id, average, count)
     where t.id = u.id
       and (t.average_rating is distinct from u.average or t.ratings_count is distinct from u.count::numeric)
     returning t.id`,
    [rows.map((r) => r.id), rows.map((r) => roundAverage(r.average)), rows.map((r) => r.count)],
  );
  // The pages show the aggregates: a changed one must reach them too, gathered with the other
  // The notice names the items, so only the pages that show them go stale (decision 132).
  if (result.rowCount) await notifyAggregatesChanged(db, kind, result.rows.map((row) => row.id));
  return result.rowCount ?? 0;
}

/**
 * Replaces the aggregates of a whole collection: the given rows are set, every other book or
 * author is reset to no rating (average null, count 0). For a full recomputation from the
 * ratings; `setRatingAggregates` is the one for a few changed items.
 */
export async function recomputeRatingAggregates(
  kind: RatedCollection,
  rows: readonly RatingAggregate[],
): Promise<{ updated: number; unchanged: number }> {
  const db = cataloguePool();
  const changed = await setRatingAggregates(kind, rows);
  const cleared = await db.query<{ id: number }>(
    `update cms.${kind} set average_rating = null, ratings_count = 0, updated_at = now()
     where id <> all($1::int[]) and (average_rating is not null or ratings_count is distinct from 0)
     returning id`,
    [rows.map((r) => r.id)],
  );
  if (cleared.rowCount) await notifyAggregatesChanged(db, kind, cleared.rows.map((row) => row.id));
  const { rows: total } = await db.query<{ n: number }>(`select count(*)::int as n from cms.${kind}`);
  const updated = changed + (cleared.rowCount ?? 0);
  return { updated, unchanged: (total[0]?.n ?? 0) - updated };
}

/** Sum and count of one item's ratings, as the community schema reports them. */
export interface RatingSum {
  id: number;
  sum: number;
  count: number;
}

/** Aggregates from rating sums; items without ratings are left out (recompute resets them). */
export function aggregatesFromSums(sums: readonly RatingSum[]): RatingAggregate[] {
  return sums.filter((s) => s.count > 0).map((s) => ({ id: s.id, average: s.sum / s.count, count: s.count }));
}

/**
 * A series has no ratings of its own: its average is its books' averages weighted by their
 * ratings counts, and its count their sum, so the series list can filter and sort by rating.
 * Refreshes the series of the given books (all series when none are given); only rows whose
 * values differ are written, on `db` (a merge passes its transaction). Returns how many series changed.
 */
export async function refreshSeriesRatings(bookIds?: readonly number[], db: Pick<Pool, 'query'> = cataloguePool()): Promise<number> {
  const scope = bookIds === undefined ? null : [...bookIds];
  const result = await db.query<{ id: number }>(
    `with touched as (
       select distinct series_id from cms.books_all_series where $1::int[] is null or _parent_id = any($1::int[])
     ), members as (
       select distinct bs.series_id, b.id, b.average_rating, b.ratings_count
         from cms.books_all_series bs join cms.books b on b.id = bs._parent_id and ${isPublic('b')}
        where bs.series_id in (select series_id from touched)
     ), agg as (
       select t.series_id as id,
              round(sum(m.average_rating * m.ratings_count) filter (where m.average_rating is not null)
                    / nullif(sum(m.ratings_count) filter (where m.average_rating is not null), 0), 1) as average,
              coalesce(sum(m.ratings_count) filter (where m.average_rating is not null), 0) as count
         from touched t left join members m on m.series_id = t.series_id
        group by t.series_id
     )
     update cms.series s set average_rating = agg.average, ratings_count = agg.count, updated_at = now()
       from agg
      where s.id = agg.id
        and (s.average_rating is distinct from agg.average or s.ratings_count is distinct from agg.count)
     returning s.id`,
    [scope],
  );
  if (result.rowCount) await notifyAggregatesChanged(db, 'series', result.rows.map((row) => row.id));
  return result.rowCount ?? 0;
}
