import { refreshSeriesRatings, replaceRatingAggregates } from '@starshelf/cms/catalogue';
import type { Pool } from '../../db/pool.js';
import type { Logger } from '../../lib/logger.js';
import { ratingRepository, type RatedKind } from './repository.js';
import type { PeriodicJob } from '../../queue/periodic-jobs.js';
import { DEFAULT_RECONCILE_EVERY_MS, RATING_QUEUE, RECONCILE_JOB } from './rating-job.js';

const KINDS: RatedKind[] = ['books', 'authors'];

/**
 * Rewrites every aggregate that differs from the truth (a job lost with Redis, a crash between
 * commit and enqueue, a deleted last rating). Returns how many items were corrected.
 */
export async function reconcileRatingAggregates(pool: Pool): Promise<{ corrected: number }> {
  const ratings = ratingRepository(pool);
  let corrected = 0;
  for (const kind of KINDS) {
    const truth = await ratings.allAggregates(kind);
    const rows = [...truth].map(([id, aggregate]) => ({ id, average: aggregate.averageRating, count: aggregate.ratingsCount }));
    corrected += await replaceRatingAggregates(kind, rows);
  }
  corrected += await refreshSeriesRatings();
  return { corrected };
}

/**
 * The periodic reconcile (the worker's job scheduler, or a timer in the API without Redis). It
 * needs the catalogue (DATABASE_URL and, in production, PAYLOAD_SECRET) like every catalogue call.
 */
export function ratingReconcileJob(pool: Pool, logger: Logger, everyMs = DEFAULT_RECONCILE_EVERY_MS): PeriodicJob {
  return {
    queue: RATING_QUEUE,
    name: RECONCILE_JOB,
    everyMs,
    run: async () => {
      const { corrected } = await reconcileRatingAggregates(pool);
      // Every run is logged: operators (and the compose test) see that it runs once per interval.
      logger.info({ corrected }, 'rating reconcile ran');
    },
  };
}
