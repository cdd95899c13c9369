import { Queue, Worker, type Job, type JobsOptions } from 'bullmq';
import type { Logger } from '../lib/logger.js';
import { redisKey, type Redis } from '../lib/redis.js';

/** BullMQ's keys live under `<REDIS_PREFIX>:bull`, beside the rate limits and the chat quota. */
export const bullPrefix = (redisPrefix: string): string => redisKey(redisPrefix, 'bull');

/** A queue on a connection the caller owns and closes (the API's, or the worker process's shared one). */
export function openQueue<T>(name: string, options: { connection: Redis; redisPrefix: string; logger: Logger; defaultJobOptions?: JobsOptions }): Queue<T, unknown, string, T, unknown, string> {
  const queue = new Queue<T, unknown, string, T, unknown, string>(name, { connection: options.connection, prefix: bullPrefix(options.redisPrefix), defaultJobOptions: options.defaultJobOptions });
  queue.on('error', (error) => options.logger.warn({ err: error, queue: name }, 'queue error'));
  return queue;
}

/**
 * A consumer on the process's shared connection (BullMQ adds its own blocking connection per worker
 * and leaves the shared one open on close: the process closes it once, last).
 */
export function openWorker(
  name: string,
  processor: (job: Job) => Promise<void>,
  options: { connection: Redis; redisPrefix: string; logger: Logger; concurrency: number },
): Worker {
  const worker = new Worker(name, processor, { connection: options.connection, prefix: bullPrefix(options.redisPrefix), concurrency: options.concurrency });
  worker.on('failed', (job, error) => options.logger.warn({ err: error, queue: name, job: job?.name, jobId: job?.id, attempts: job?.attemptsMade }, 'job failed'));
  worker.on('error', (error) => options.logger.warn({ err: error, queue: name }, 'worker error'));
  return worker;
}
