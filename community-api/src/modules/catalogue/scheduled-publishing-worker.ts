import type { Worker } from 'bullmq';

import type { Logger } from '../../lib/logger.js';
import type { Redis } from '../../lib/redis.js';
import { openWorker } from '../../queue/bull.js';
import { scheduledPublishingJob } from './scheduled-publishing.js';
import { PUBLISHING_QUEUE } from './scheduled-publishing-job.js';

/** The consumer of the `catalogue-publishing` queue: its only job is the periodic `publish-due`. */
export function createScheduledPublishingWorker(options: { connection: Redis; redisPrefix: string; logger: Logger }): Worker {
  const publish = scheduledPublishingJob(options.logger);
  return openWorker(PUBLISHING_QUEUE, () => publish.run(), { connection: options.connection, redisPrefix: options.redisPrefix, logger: options.logger, concurrency: 1 });
}
