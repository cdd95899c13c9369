import type { Logger } from '../../lib/logger.js';
import type { AnalyticsRepository } from './repository.js';
import type { PeriodicJob } from '../../queue/periodic-jobs.js';
import { ANALYTICS_CLEANUP_JOB, ANALYTICS_QUEUE, DEFAULT_CLEANUP_EVERY_MS, DEFAULT_RETENTION_DAYS } from './analytics-job.js';

/** The periodic removal of raw events older than the retention (the dashboard reads the rollups). */
export function analyticsRetentionJob(
  repository: AnalyticsRepository,
  logger: Logger,
  options: { retentionDays?: number | undefined; everyMs?: number | undefined } = {},
): PeriodicJob {
  const retentionDays = options.retentionDays ?? DEFAULT_RETENTION_DAYS;
  return {
    queue: ANALYTICS_QUEUE,
    name: ANALYTICS_CLEANUP_JOB,
    everyMs: options.everyMs ?? DEFAULT_CLEANUP_EVERY_MS,
    run: async () => {
      const deleted = await repository.deleteOlderThan(retentionDays, new Date());
      logger.info({ deleted }, 'analytics retention cleanup');
    },
  };
}
