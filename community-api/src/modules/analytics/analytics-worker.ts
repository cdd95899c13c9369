import type { Worker } from 'bullmq';
import type { Logger } from '../../lib/logger.js';
import type { Redis } from '../../lib/redis.js';
import type { AnalyticsRepository } from './repository.js';
import { storedEventSchema, type StoredEvent } from './schemas.js';
import { openWorker } from '../../queue/bull.js';
import { ANALYTICS_CLEANUP_JOB, ANALYTICS_QUEUE } from './analytics-job.js';
import { analyticsRetentionJob } from './analytics-retention.js';
import { createBatcher } from './batcher.js';

export type AnalyticsWorkerOptions = {
  connection: Redis;
  redisPrefix: string;
  repository: AnalyticsRepository;
  logger: Logger;
  batchSize?: number;
  batchWaitMs?: number;
  retentionDays?: number;
  /** Tests observe batch sizes. */
  onBatch?: (size: number) => void;
};

/**
 * The consumer of the `analytics` queue. Jobs are processed `batchSize` at a time and their events
 * written together; the scheduled cleanup removes what is older than the retention.
 */
export function createAnalyticsWorker(options: AnalyticsWorkerOptions): Worker {
  const batchSize = options.batchSize ?? 200;
  const batcher = createBatcher<StoredEvent>(
    async (events) => {
      await options.repository.insertBatch(events);
      options.onBatch?.(events.length);
    },
    { maxSize: batchSize, maxWaitMs: options.batchWaitMs ?? 250 },
  );
  const cleanup = analyticsRetentionJob(options.repository, options.logger, { retentionDays: options.retentionDays });
  return openWorker(
    ANALYTICS_QUEUE,
    async (job) => {
      if (job.name === ANALYTICS_CLEANUP_JOB) await cleanup.run();
      else await batcher.add(storedEventSchema.parse(job.data));
    },
    { connection: options.connection, redisPrefix: options.redisPrefix, logger: options.logger, concurrency: batchSize },
  );
}
