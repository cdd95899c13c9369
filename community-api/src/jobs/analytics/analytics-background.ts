import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Pool } from '../../db/pool.js';
import type { Logger } from '../../lib/logger.js';
import { analyticsRepository } from '../../modules/analytics/repository.js';
import { bullPrefix } from '../mail/mail-dispatcher.js';
import { ANALYTICS_CLEANUP_JOB, ANALYTICS_QUEUE, DEFAULT_CLEANUP_EVERY_MS, DEFAULT_RETENTION_DAYS } from './analytics-job.js';
import { createAnalyticsWorker } from './analytics-worker.js';

/**
 * The background half of analytics for worker.ts (with Redis: the consumer plus a BullMQ job
 * scheduler for the retention, which runs once per interval however many workers there are) or
 * server.ts (without Redis: the retention on a timer in that process).
 */
export async function startAnalyticsBackground(options: {
  pool: Pool;
  logger: Logger;
  redisUrl?: string | undefined;
  redisPrefix: string;
  retentionDays?: number;
  cleanupEveryMs?: number;
}): Promise<{ close: () => Promise<void> }> {
  const repository = analyticsRepository(options.pool);
  const retentionDays = options.retentionDays ?? DEFAULT_RETENTION_DAYS;
  const every = options.cleanupEveryMs ?? DEFAULT_CLEANUP_EVERY_MS;
  if (options.redisUrl) {
    const worker = createAnalyticsWorker({ redisUrl: options.redisUrl, redisPrefix: options.redisPrefix, repository, logger: options.logger, retentionDays });
    const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    connection.on('error', () => undefined);
    const queue = new Queue(ANALYTICS_QUEUE, { connection, prefix: bullPrefix(options.redisPrefix) });
    await queue.upsertJobScheduler('analytics-retention', { every }, { name: ANALYTICS_CLEANUP_JOB, data: {}, opts: { removeOnComplete: true, removeOnFail: 10 } });
    return {
      close: async () => {
        await worker.close();
        await queue.close();
        connection.disconnect();
      },
    };
  }
  const timer = setInterval(() => {
    repository
      .deleteOlderThan(retentionDays, new Date())
      .then((deleted) => options.logger.info({ deleted }, 'analytics retention cleanup'))
      .catch((error: unknown) => options.logger.warn({ err: error }, 'Cleanup of analytics logs error'));
  }, every);
  timer.unref();
  return { close: async () => clearInterval(timer) };
}
