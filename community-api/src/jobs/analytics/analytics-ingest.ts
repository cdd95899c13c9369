import { Queue } from 'bullmq';
import type { Logger } from '../../lib/logger.js';
import type { Redis } from '../../lib/redis.js';
import { withTimeout } from '../../lib/with-timeout.js';
import type { AnalyticsRepository } from '../../modules/analytics/repository.js';
import type { StoredEvent } from '../../modules/analytics/schemas.js';
import { bullPrefix } from '../mail/mail-dispatcher.js';
import { ANALYTICS_QUEUE } from './analytics-job.js';

export type AnalyticsIngest = {
  /** Resolves once the event is durable (in Redis, else in Postgres); rejects only if both fail. */
  accept: (event: StoredEvent) => Promise<'queued' | 'written'>;
  close: () => Promise<void>;
};

// A page must never wait on a Redis that is down; past this the event goes straight to Postgres.
const ENQUEUE_TIMEOUT_MS = 250;

/**
 * Hands events to the `analytics` queue, whose worker writes them in batches. Without Redis, or
 * when adding fails, the event is written directly, so an acknowledged event is never dropped
 * while Postgres answers.
 */
export function createAnalyticsIngest(options: {
  repository: AnalyticsRepository;
  logger: Logger;
  redis?: Redis | undefined;
  redisPrefix: string;
}): AnalyticsIngest {
  const { repository, logger } = options;
  const queue = options.redis
    ? new Queue<StoredEvent>(ANALYTICS_QUEUE, {
        connection: options.redis,
        prefix: bullPrefix(options.redisPrefix),
        defaultJobOptions: { attempts: 10, backoff: { type: 'exponential', delay: 1_000 }, removeOnComplete: true, removeOnFail: 1_000 },
      })
    : undefined;
  queue?.on('error', (error) => logger.warn({ err: error }, 'analytics queue error'));

  return {
    accept: async (event) => {
      if (queue) {
        try {
          // The event id as job id: a client retry of the same enqueue cannot create two jobs.
          await withTimeout(queue.add('event', event, { jobId: event.eventId }), ENQUEUE_TIMEOUT_MS, 'analytics enqueue');
          return 'queued';
        } catch (error) {
          logger.warn({ err: error }, 'analytics queue unavailable; writing the event directly');
        }
      }
      await repository.insertBatch([event]);
      return 'written';
    },
    close: async () => {
      await queue?.close();
    },
  };
}
