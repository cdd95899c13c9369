import type { Redis } from 'ioredis';
import type { Pool } from './db/pool.js';
import type { Logger } from './lib/logger.js';
import type { Mailer } from './lib/mailer.js';
import { createMailWorker } from './mail/mail-worker.js';
import { analyticsRetentionJob } from './modules/analytics/analytics-retention.js';
import { createAnalyticsWorker } from './modules/analytics/analytics-worker.js';
import { analyticsRepository } from './modules/analytics/repository.js';
import { scheduledPublishingJob } from './modules/catalogue/scheduled-publishing.js';
import { createScheduledPublishingWorker } from './modules/catalogue/scheduled-publishing-worker.js';
import { trashPurgeJob } from './modules/catalogue/trash-purge.js';
import { createTrashPurgeWorker } from './modules/catalogue/trash-purge-worker.js';
import { catalogueMatcher } from './modules/imports/catalogue-matcher.js';
import { createImportWorker } from './modules/imports/import-worker.js';
import { createRatingWorker } from './modules/ratings/rating-worker.js';
import { ratingReconcileJob } from './modules/ratings/reconcile-aggregates.js';
import { runPeriodicJobsInProcess, type PeriodicJob } from './queue/periodic-jobs.js';
import { startQueueWorkers, type QueueConsumer } from './queue/queue-workers.js';

/** Intervals of the periodic work; tests shorten them. */
export type Schedule = { reconcileEveryMs?: number; cleanupEveryMs?: number; retentionDays?: number; trashPurgeEveryMs?: number; publishDueEveryMs?: number };

type Options = { pool: Pool; logger: Logger; schedule?: Schedule | undefined };

/**
 * The periodic work: the rating reconcile, the analytics retention, the purge of the catalogue's
 * trash and the editors' publishing schedules.
 */
export function periodicJobs(options: Options): PeriodicJob[] {
  const schedule = options.schedule ?? {};
  return [
    ratingReconcileJob(options.logger, schedule.reconcileEveryMs),
    analyticsRetentionJob(analyticsRepository(options.pool), options.logger, { retentionDays: schedule.retentionDays, everyMs: schedule.cleanupEveryMs }),
    trashPurgeJob(options.pool, options.logger, schedule.trashPurgeEveryMs),
    scheduledPublishingJob(options.logger, schedule.publishDueEveryMs),
  ];
}

/** The consumer of every queue: mail, rating aggregates, analytics, imports, the catalogue's trash and publishing. */
function queueConsumers(options: Options & { mailer: Mailer }): QueueConsumer[] {
  return [
    (shared) => createMailWorker({ ...shared, mailer: options.mailer }),
    (shared) => createRatingWorker({ ...shared, pool: options.pool }),
    (shared) => createAnalyticsWorker({ ...shared, repository: analyticsRepository(options.pool), retentionDays: options.schedule?.retentionDays }),
    (shared) => createImportWorker({ ...shared, pool: options.pool, match: catalogueMatcher }),
    (shared) => createTrashPurgeWorker({ ...shared, pool: options.pool }),
    (shared) => createScheduledPublishingWorker(shared),
  ];
}

/** The worker process's jobs: every module's consumer and the schedulers of the periodic work. */
export async function startJobWorkers(
  options: Options & { redisUrl: string; redisPrefix: string; mailer: Mailer },
): Promise<{ connection: Redis; close: () => Promise<void> }> {
  return startQueueWorkers({
    redisUrl: options.redisUrl,
    redisPrefix: options.redisPrefix,
    logger: options.logger,
    consumers: queueConsumers(options),
    periodic: periodicJobs(options),
  });
}

/** The API process without Redis runs the periodic work itself, on timers. */
export function startInProcessJobs(options: Options): { close: () => Promise<void> } {
  return runPeriodicJobsInProcess(periodicJobs(options), options.logger);
}
