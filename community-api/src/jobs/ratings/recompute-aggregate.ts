import { refreshSeriesRatings, writeRatingAggregate } from '@starshelf/cms/catalogue';
import type { Pool } from '../../db/pool.js';
import { ratingRepository } from '../../modules/ratings/repository.js';
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
