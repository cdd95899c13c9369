import { publishDueSchedules } from '@starshelf/cms/catalogue';

import type { Logger } from '../../lib/logger.js';
import type { PeriodicJob } from '../../queue/periodic-jobs.js';
import { DEFAULT_PUBLISH_DUE_EVERY_MS, PUBLISH_DUE_JOB, PUBLISHING_QUEUE } from './scheduled-publishing-job.js';

/**
 * The periodic run of the editors' publishing schedules (the worker's job scheduler, or a timer in
 * the API without Redis). Payload boots only when a schedule is due; the publish sends the change
 * notice that drops the cached pages (decision 123).
 */
export function scheduledPublishingJob(logger: Logger, everyMs = DEFAULT_PUBLISH_DUE_EVERY_MS): PeriodicJob {
  return {
    queue: PUBLISHING_QUEUE,
    name: PUBLISH_DUE_JOB,
    everyMs,
    run: async () => {
      const { due } = await publishDueSchedules();
      if (due > 0) logger.info({ due }, 'scheduled publishing ran');
    },
  };
}
