import type { Worker } from 'bullmq';
import type { Pool } from '../../db/pool.js';
import type { Logger } from '../../lib/logger.js';
import type { Redis } from '../../lib/redis.js';
import { openWorker } from '../../queue/bull.js';
import { RATING_QUEUE, RECONCILE_JOB, ratingJobSchema } from './rating-job.js';
import { recomputeAggregate } from './recompute-aggregate.js';
import { ratingReconcileJob } from './reconcile-aggregates.js';

/** The consumer of the `rating-aggregates` queue: recomputes, and the scheduled reconcile. */
export function createRatingWorker(options: { connection: Redis; redisPrefix: string; pool: Pool; logger: Logger }): Worker {
  const reconcile = ratingReconcileJob(options.logger);
  return openWorker(
    RATING_QUEUE,
    async (job) => {
      if (job.name === RECONCILE_JOB) await reconcile.run();
      else await recomputeAggregate(options.pool, ratingJobSchema.parse(job.data));
    },
    { connection: options.connection, redisPrefix: options.redisPrefix, logger: options.logger, concurrency: 4 },
  );
}
