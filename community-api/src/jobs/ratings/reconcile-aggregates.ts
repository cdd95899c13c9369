import { refreshSeriesRatings, replaceRatingAggregates } from '@starshelf/cms/catalogue';
import type { Pool } from '../../db/pool.js';
import type { Logger } from '../../lib/logger.js';
import { ratingRepository, type RatedKind } from '../../modules/ratings/repository.js';

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
 * Runs the reconcile every `intervalMs` (worker, or the API when it runs without Redis). With
 * several worker replicas, `claimRun` (a lease shared through Redis) lets one of them run per interval.
 */
export function startRatingReconcile(options: { pool: Pool; logger: Logger; intervalMs: number; claimRun?: () => Promise<boolean> }): () => void {
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    (options.claimRun ?? (async () => true))()
      .then(async (isMine) => {
        if (!isMine) return;
        const { corrected } = await reconcileRatingAggregates(options.pool);
        options.logger.info({ corrected }, 'rating reconcile ran');
      })
      .catch((error: unknown) => options.logger.warn({ err: error }, 'rating reconcile failed'))
      .finally(() => {
        isRunning = false;
      });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
