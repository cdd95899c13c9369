import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Pool } from '../../db/pool.js';
import type { Logger } from '../../lib/logger.js';
import { bullPrefix } from '../mail/mail-dispatcher.js';
import { RATING_QUEUE, ratingJobSchema } from './rating-job.js';
import { recomputeAggregate } from './recompute-aggregate.js';

/** The consumer of the `rating-aggregates` queue (worker.ts; tests run it in process). */
export function createRatingWorker(options: { redisUrl: string; redisPrefix: string; pool: Pool; logger: Logger }): Worker {
  // Workers block on Redis; BullMQ requires unlimited retries per request for that connection.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', () => undefined);
  const worker = new Worker(RATING_QUEUE, async (job) => recomputeAggregate(options.pool, ratingJobSchema.parse(job.data)), {
    connection,
    prefix: bullPrefix(options.redisPrefix),
    concurrency: 4,
  });
  worker.on('failed', (job, error) => options.logger.warn({ err: error, jobId: job?.id }, 'rating job failed'));
  worker.on('error', (error) => options.logger.warn({ err: error }, 'rating worker error'));
  worker.on('closed', () => connection.disconnect());
  return worker;
}
