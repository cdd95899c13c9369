import type { Redis } from 'ioredis';
import type { Pool } from './db/pool.js';
import type { Logger } from './lib/logger.js';
import type { Mailer } from './lib/mailer.js';
import { createRedis } from './lib/redis.js';
import { withTimeout } from './lib/with-timeout.js';
import { analyticsRepository } from './modules/analytics/repository.js';
import { analyticsRetentionJob } from './modules/analytics/analytics-retention.js';
import { createAnalyticsWorker } from './modules/analytics/analytics-worker.js';
import { catalogueMatcher } from './modules/imports/catalogue-matcher.js';
import { createImportWorker } from './modules/imports/import-worker.js';
import { createMailWorker } from './mail/mail-worker.js';
import { createRatingWorker } from './modules/ratings/rating-worker.js';
import { ratingReconcileJob } from './modules/ratings/reconcile-aggregates.js';
import { runPeriodicJobsInProcess, schedulePeriodicJobs, type PeriodicJob } from './queue/periodic-jobs.js';

const START_TIMEOUT_MS = 10_000;

/** Intervals of the periodic work; tests shorten them. */
export type Schedule = { reconcileEveryMs?: number; cleanupEveryMs?: number; retentionDays?: number };

type Options = { pool: Pool; logger: Logger; schedule?: Schedule | undefined };

/** The periodic work of the community: the rating reconcile and the analytics retention. */
export function periodicJobs(options: Options): PeriodicJob[] {
  const schedule = options.schedule ?? {};
  return [
    ratingReconcileJob(options.pool, options.logger, schedule.reconcileEveryMs),
    analyticsRetentionJob(analyticsRepository(options.pool), options.logger, { retentionDays: schedule.retentionDays, everyMs: schedule.cleanupEveryMs }),
  ];
}

/**
 * The worker process's half: the consumers of every queue and the job schedulers of the periodic
 * work, all on one shared Redis connection (BullMQ adds one blocking connection per consumer).
 */
export async function startJobWorkers(
  options: Options & { redisUrl: string; redisPrefix: string; mailer: Mailer },
): Promise<{ connection: Redis; close: () => Promise<void> }> {
  const { logger, redisPrefix } = options;
  const connection = createRedis(options.redisUrl, logger, 'workers');
  // Fail at start-up when Redis is unreachable instead of waiting in the consumers.
  await withTimeout(connection.ping(), START_TIMEOUT_MS, 'redis ping').catch((error: unknown) => {
    connection.disconnect();
    throw error;
  });
  const shared = { connection, redisPrefix, logger };
  const workers = [
    createMailWorker({ ...shared, mailer: options.mailer }),
    createRatingWorker({ ...shared, pool: options.pool }),
    createAnalyticsWorker({ ...shared, repository: analyticsRepository(options.pool), retentionDays: options.schedule?.retentionDays }),
    createImportWorker({ ...shared, pool: options.pool, match: catalogueMatcher }),
  ];
  const schedules = await schedulePeriodicJobs(periodicJobs(options), shared);
  return {
    connection,
    close: async () => {
      await Promise.all(workers.map((worker) => worker.close()));
      await schedules.close();
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}

/** The API process without Redis runs the periodic work itself, on timers. */
export function startInProcessJobs(options: Options): { close: () => Promise<void> } {
  return runPeriodicJobsInProcess(periodicJobs(options), options.logger);
}
