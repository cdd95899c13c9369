import { refreshSeriesRatings, setRatingAggregates, writeRatingAggregate } from '@starshelf/cms/catalogue';
import type { Pool } from '../../db/pool.js';
import { ratingRepository } from './repository.js';
import type { RatingJob } from './rating-job.js';

/**
 * Idempotent: reads the truth (the ratings) and overwrites the item's aggregate, so running it
 * twice, late or out of order still leaves the right numbers.
 */
export async function recomputeAggregate(pool: Pool, job: RatingJob): Promise<void> {
  const { averageRating, ratingsCount } = await ratingRepository(pool).aggregate(job.kind, job.itemId);
  await writeRatingAggregate(job.kind, job.itemId, averageRating, ratingsCount);
  // The book's series follow it.
  if (job.kind === 'books') await refreshSeriesRatings([job.itemId]);
}

/**
 * The aggregates of many books at once from their ratings (an import's newly rated books): one
 * read, one write, one series refresh, instead of a job per rating.
 */
export async function recomputeBookAggregates(pool: Pool, bookIds: readonly number[]): Promise<void> {
  if (bookIds.length === 0) return;
  const aggregates = await ratingRepository(pool).aggregatesOf('books', bookIds);
  await setRatingAggregates('books', bookIds.map((id) => ({ id, average: aggregates.get(id)?.averageRating ?? null, count: aggregates.get(id)?.ratingsCount ?? 0 })));
  await refreshSeriesRatings(bookIds);
}
