import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../../lib/logger.js';
import type { AnalyticsRepository } from '../../modules/analytics/repository.js';
import { storedEventSchema, type StoredEvent } from '../../modules/analytics/schemas.js';
import { bullPrefix } from '../mail/mail-dispatcher.js';
import { ANALYTICS_CLEANUP_JOB, ANALYTICS_QUEUE, DEFAULT_RETENTION_DAYS } from './analytics-job.js';
import { createBatcher } from './batcher.js';

export type AnalyticsWorkerOptions = {
  redisUrl: string;
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
 * written together; the cleanup job removes what is older than the retention.
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
  // Workers block on Redis; BullMQ requires unlimited retries per request for that connection.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', () => undefined);
  const worker = new Worker(
    ANALYTICS_QUEUE,
    async (job) => {
      if (job.name === ANALYTICS_CLEANUP_JOB) {
        const deleted = await options.repository.deleteOlderThan(options.retentionDays ?? DEFAULT_RETENTION_DAYS, new Date());
        options.logger.info({ deleted }, 'analytics retention cleanup');
        return;
      }
      await batcher.add(storedEventSchema.parse(job.data));
    },
    { connection, prefix: bullPrefix(options.redisPrefix), concurrency: batchSize },
  );
  worker.on('failed', (job, error) => options.logger.warn({ err: error, jobId: job?.id }, 'analytics job failed'));
  worker.on('error', (error) => options.logger.warn({ err: error }, 'analytics worker error'));
  worker.on('closed', () => connection.disconnect());
  return worker;
}
