import { reconcileRatingAggregatesWithRatings, refreshSeriesRatings } from '@starshelf/cms/catalogue';
import type { Logger } from '../../lib/logger.js';
import type { RatedKind } from './repository.js';
import type { PeriodicJob } from '../../queue/periodic-jobs.js';
import { DEFAULT_RECONCILE_EVERY_MS, RATING_QUEUE, RECONCILE_JOB } from './rating-job.js';

const KINDS: RatedKind[] = ['books', 'authors'];

/**
 * Rewrites every aggregate that differs from the truth (a job lost with Redis, a crash between
 * commit and enqueue, a deleted last rating). Returns how many items were corrected. The ratings
 * are counted inside the database (decision 153): at a million books the per-item figures no longer
 * travel to this process, whose event loop they held for seconds.
 */
export async function reconcileRatingAggregates(): Promise<{ corrected: number }> {
  let corrected = 0;
  for (const kind of KINDS) corrected += await reconcileRatingAggregatesWithRatings(kind);
  corrected += await refreshSeriesRatings();
  return { corrected };
}

/**
 * The periodic reconcile (the worker's job scheduler, or a timer in the API without Redis). It
 * needs the catalogue (DATABASE_URL and, in production, PAYLOAD_SECRET) like every catalogue call.
 */
export function ratingReconcileJob(logger: Logger, everyMs = DEFAULT_RECONCILE_EVERY_MS): PeriodicJob {
  return {
    queue: RATING_QUEUE,
    name: RECONCILE_JOB,
    everyMs,
    run: async () => {
      const { corrected } = await reconcileRatingAggregates();
      // Every run is logged: operators (and the compose test) see that it runs once per interval.
      logger.info({ corrected }, 'rating reconcile ran');
    },
  };
}
