import type { AnalyticsRepository } from './repository.js';
import type { StoredEvent } from './schemas.js';
import { createJobProducer, type ProducerContext } from '../../queue/job-producer.js';
import { ANALYTICS_EVENT_JOB, ANALYTICS_QUEUE } from './analytics-job.js';

export type AnalyticsIngest = {
  /** Resolves once the event is durable (in Redis, else in Postgres); rejects only if both fail. */
  accept: (event: StoredEvent) => Promise<'queued' | 'in-process'>;
  close: () => Promise<void>;
};

/**
 * Events on the `analytics` queue, whose worker writes them in batches. Without Redis, or when
 * adding fails, the event is written directly before the answer, so an acknowledged event is never
 * dropped while Postgres answers.
 */
export function createAnalyticsIngest(options: ProducerContext & { repository: AnalyticsRepository }): AnalyticsIngest {
  const producer = createJobProducer<StoredEvent>(options, {
    queue: ANALYTICS_QUEUE,
    jobName: () => ANALYTICS_EVENT_JOB,
    // The event id as job id: a client retry of the same enqueue cannot create two jobs.
    jobId: (event) => event.eventId,
    jobOptions: { attempts: 10, backoff: { type: 'exponential', delay: 1_000 }, removeOnComplete: true, removeOnFail: 1_000 },
    // A page must never wait on a Redis that is down; past this the event goes straight to Postgres.
    enqueueTimeoutMs: 250,
    run: async (event) => {
      await options.repository.insertBatch([event]);
    },
    inProcess: 'awaited',
  });
  return { accept: producer.submit, close: producer.close };
}
