import type { Worker } from 'bullmq';

import type { Pool } from '../../db/pool.js';
import type { Logger } from '../../lib/logger.js';
import type { Redis } from '../../lib/redis.js';
import { openWorker } from '../../queue/bull.js';
import { trashPurgeJob } from './trash-purge.js';
import { TRASH_QUEUE } from './trash-purge-job.js';

/** The consumer of the `catalogue-trash` queue: its only job is the scheduled purge. */
export function createTrashPurgeWorker(options: { connection: Redis; redisPrefix: string; pool: Pool; logger: Logger }): Worker {
  const purge = trashPurgeJob(options.pool, options.logger);
  return openWorker(TRASH_QUEUE, () => purge.run(), { connection: options.connection, redisPrefix: options.redisPrefix, logger: options.logger, concurrency: 1 });
}
