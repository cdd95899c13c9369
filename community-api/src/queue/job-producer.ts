import { setTimeout as sleep } from 'node:timers/promises';
import type { JobsOptions } from 'bullmq';
import type { Logger } from '../lib/logger.js';
import type { Redis } from '../lib/redis.js';
import { withTimeout } from '../lib/with-timeout.js';
import { openQueue } from './bull.js';

export type JobProducer<T> = {
  /**
   * 'queued' once the job is in Redis for the worker; else 'in-process': the job runs in this
   * process (awaited or in the background, per `inProcess`). Never loses an accepted job.
   */
  submit: (data: T) => Promise<'queued' | 'in-process'>;
  /** Waits for the in-process runs still going (tests, shutdown). */
  settle: () => Promise<void>;
  /** Stops retrying in-process runs after their current attempt, waits for them, closes the queue. */
  close: () => Promise<void>;
};

/** Where jobs go: the API's connection (absent when the process runs without Redis), its key prefix, the log. */
export type ProducerContext = { redis?: Redis | undefined; redisPrefix: string; logger: Logger };

export type JobProducerOptions<T> = {
  queue: string;
  /** The job's name on the queue (the worker dispatches on it). */
  jobName: (data: T) => string;
  /** A stable id makes a repeated submit of the same job one job. */
  jobId?: (data: T) => string;
  jobOptions: JobsOptions;
  /** A request must not wait long on a Redis that is down; past this the job runs in-process. */
  enqueueTimeoutMs: number;
  /** The job itself: the worker's processor, run here when the queue cannot take the job. */
  run: (data: T) => Promise<void>;
  /** `awaited`: submit resolves when the run succeeded and rejects when it failed; `background`: at once. */
  inProcess: 'awaited' | 'background';
  /** Pauses before each in-process retry; empty: one attempt. */
  retryDelaysMs?: readonly number[];
};

/**
 * The one "enqueue on BullMQ, or run in-process when Redis is absent or down" producer, shared by
 * mail, rating aggregates and analytics ingest.
 */
export function createJobProducer<T>(context: ProducerContext, options: JobProducerOptions<T>): JobProducer<T> {
  const { logger } = context;
  const queue = context.redis
    ? openQueue<T>(options.queue, { connection: context.redis, redisPrefix: context.redisPrefix, logger, defaultJobOptions: options.jobOptions })
    : undefined;
  const retryDelays = options.retryDelaysMs ?? [];
  const pending = new Set<Promise<void>>();
  const stopping = new AbortController();

  const runWithRetries = async (data: T): Promise<void> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await options.run(data);
        return;
      } catch (error) {
        const delay = retryDelays[attempt];
        // On shutdown the current attempt is the last one: a retry would outlive the process.
        if (delay === undefined || stopping.signal.aborted) throw error;
        await sleep(delay, undefined, { signal: stopping.signal, ref: false }).catch(() => {
          throw error;
        });
      }
    }
  };

  const runHere = async (data: T): Promise<void> => {
    if (options.inProcess === 'awaited') return runWithRetries(data);
    const running = runWithRetries(data)
      .catch((error: unknown) => logger.error({ err: error, queue: options.queue, job: options.jobName(data) }, 'in-process job failed'))
      .finally(() => pending.delete(running));
    pending.add(running);
  };

  return {
    submit: async (data) => {
      if (queue) {
        try {
          const jobId = options.jobId?.(data);
          await withTimeout(queue.add(options.jobName(data), data, jobId === undefined ? {} : { jobId }), options.enqueueTimeoutMs, `${options.queue} enqueue`);
          return 'queued';
        } catch (error) {
          logger.warn({ err: error, queue: options.queue, job: options.jobName(data) }, 'queue unavailable; running the job in-process');
        }
      }
      await runHere(data);
      return 'in-process';
    },
    settle: async () => {
      await Promise.allSettled([...pending]);
    },
    close: async () => {
      stopping.abort();
      await Promise.allSettled([...pending]);
      await queue?.close();
    },
  };
}
