import type { Logger } from '../lib/logger.js';
import { createRedis, type Redis } from '../lib/redis.js';
import { withTimeout } from '../lib/with-timeout.js';
import { schedulePeriodicJobs, type PeriodicJob } from './periodic-jobs.js';

const START_TIMEOUT_MS = 10_000;

/** What every consumer opens on: the worker process's one shared connection, the key prefix, the log. */
export type ConsumerContext = { connection: Redis; redisPrefix: string; logger: Logger };

/** A module's consumer of its queue (`openWorker`), opened by the worker process. */
export type QueueConsumer = (context: ConsumerContext) => { close: () => Promise<void> };

/**
 * The worker process's half: the consumers of every queue and the job schedulers of the periodic
 * work, all on one shared Redis connection (BullMQ adds one blocking connection per consumer).
 */
export async function startQueueWorkers(options: {
  redisUrl: string;
  redisPrefix: string;
  logger: Logger;
  consumers: readonly QueueConsumer[];
  periodic: readonly PeriodicJob[];
}): Promise<{ connection: Redis; close: () => Promise<void> }> {
  const { logger, redisPrefix } = options;
  const connection = createRedis(options.redisUrl, logger, 'workers');
  // Fail at start-up when Redis is unreachable instead of waiting in the consumers.
  await withTimeout(connection.ping(), START_TIMEOUT_MS, 'redis ping').catch((error: unknown) => {
    connection.disconnect();
    throw error;
  });
  const shared: ConsumerContext = { connection, redisPrefix, logger };
  const workers = options.consumers.map((open) => open(shared));
  const schedules = await schedulePeriodicJobs(options.periodic, shared);
  return {
    connection,
    close: async () => {
      await Promise.all(workers.map((worker) => worker.close()));
      await schedules.close();
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
