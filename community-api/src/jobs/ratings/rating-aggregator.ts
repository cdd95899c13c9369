import { Queue } from 'bullmq';
import type { Pool } from '../../db/pool.js';
import type { Logger } from '../../lib/logger.js';
import type { Redis } from '../../lib/redis.js';
import { withTimeout } from '../../lib/with-timeout.js';
import { bullPrefix } from '../mail/mail-dispatcher.js';
import { RATING_QUEUE, type RatingJob } from './rating-job.js';
import { recomputeAggregate } from './recompute-aggregate.js';

export type RatingAggregator = {
  /** Never throws: the rating is already committed; the aggregate follows eventually. */
  schedule: (job: RatingJob) => Promise<void>;
  /** Waits for in-process recomputes (tests, shutdown). */
  settle: () => Promise<void>;
  close: () => Promise<void>;
};

const ENQUEUE_TIMEOUT_MS = 500;

type Options = { pool: Pool; logger: Logger; redis?: Redis | undefined; redisPrefix: string };

/**
 * Puts the aggregate update on the `rating-aggregates` queue for the worker. Without Redis, or
 * when adding fails, the update runs in this process in the background; the periodic reconcile
 * repairs whatever both missed.
 */
export function createRatingAggregator(options: Options): RatingAggregator {
  const { pool, logger } = options;
  const queue = options.redis
    ? new Queue<RatingJob>(RATING_QUEUE, {
        connection: options.redis,
        prefix: bullPrefix(options.redisPrefix),
        defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 1_000 }, removeOnComplete: true, removeOnFail: 100 },
      })
    : undefined;
  queue?.on('error', (error) => logger.warn({ err: error }, 'rating queue error'));
  const pending = new Set<Promise<void>>();

  const runInProcess = (job: RatingJob) => {
    const running = recomputeAggregate(pool, job)
      .catch((error: unknown) => logger.error({ err: error, ...job }, 'rating aggregate not updated; the reconcile will repair it'))
      .finally(() => pending.delete(running));
    pending.add(running);
  };

  return {
    schedule: async (job) => {
      if (!queue) {
        runInProcess(job);
        return;
      }
      try {
        await withTimeout(queue.add('recompute', job), ENQUEUE_TIMEOUT_MS, 'rating enqueue');
      } catch (error) {
        logger.warn({ err: error, ...job }, 'rating queue unavailable; updating the aggregate in-process');
        runInProcess(job);
      }
    },
    settle: async () => {
      await Promise.allSettled([...pending]);
    },
    close: async () => {
      await Promise.allSettled([...pending]);
      await queue?.close();
    },
  };
}
