import type { Worker } from 'bullmq';
import type { Pool } from '../../db/pool.js';
import type { Logger } from '../../lib/logger.js';
import type { Redis } from '../../lib/redis.js';
import { openWorker } from '../../queue/bull.js';
import { IMPORT_QUEUE, importJobSchema, type MatchShelfBooks } from './import-job.js';
import { runImport } from './run-import.js';

/**
 * The consumer of the `goodreads-imports` queue. One import at a time per worker: an import is
 * many batches, and the catalogue and the site share the database with it.
 */
export function createImportWorker(options: { connection: Redis; redisPrefix: string; pool: Pool; logger: Logger; match: MatchShelfBooks }): Worker {
  return openWorker(IMPORT_QUEUE, (job) => runImport(options, importJobSchema.parse(job.data)), {
    connection: options.connection,
    redisPrefix: options.redisPrefix,
    logger: options.logger,
    concurrency: 1,
  });
}
