import type { Pool } from '../../db/pool.js';
import { createJobProducer, type ProducerContext } from '../../queue/job-producer.js';
import { RATING_QUEUE, RECOMPUTE_JOB, type RatingJob } from './rating-job.js';
import { recomputeAggregate } from './recompute-aggregate.js';

export type RatingAggregator = {
  /** Never throws: the rating is already committed; the aggregate follows eventually. */
  schedule: (job: RatingJob) => Promise<void>;
  /** Waits for in-process recomputes (tests, shutdown). */
  settle: () => Promise<void>;
  close: () => Promise<void>;
};

type Options = ProducerContext & { pool: Pool };

/**
 * The aggregate update on the `rating-aggregates` queue for the worker; without Redis, or when
 * adding fails, it runs in this process in the background, and the periodic reconcile repairs
 * whatever both missed.
 */
export function createRatingAggregator(options: Options): RatingAggregator {
  const producer = createJobProducer<RatingJob>(options, {
    queue: RATING_QUEUE,
    jobName: () => RECOMPUTE_JOB,
    jobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 1_000 }, removeOnComplete: true, removeOnFail: 100 },
    enqueueTimeoutMs: 500,
    run: (job) => recomputeAggregate(options.pool, job),
    inProcess: 'background',
  });
  return {
    schedule: async (job) => {
      await producer.submit(job);
    },
    settle: producer.settle,
    close: producer.close,
  };
}
