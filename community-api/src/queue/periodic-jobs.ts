import type { Logger } from '../lib/logger.js';
import type { Redis } from '../lib/redis.js';
import { openQueue } from './bull.js';

/** Work that runs every `everyMs`: as job `name` on `queue` (whose worker runs it) with Redis. */
export type PeriodicJob = { queue: string; name: string; everyMs: number; run: () => Promise<void> };

const SCHEDULED_JOB_OPTIONS = { removeOnComplete: true, removeOnFail: 10 };

/**
 * With Redis: one BullMQ job scheduler per job, upserted under a fixed id. Every worker process
 * upserts the same scheduler, and BullMQ keeps one next job per scheduler, so the job runs once
 * per interval however many workers run (and a changed interval replaces the old one).
 */
export async function schedulePeriodicJobs(
  jobs: readonly PeriodicJob[],
  options: { connection: Redis; redisPrefix: string; logger: Logger },
): Promise<{ close: () => Promise<void> }> {
  const queues = new Map(jobs.map((job) => [job.queue, openQueue(job.queue, { connection: options.connection, redisPrefix: options.redisPrefix, logger: options.logger })]));
  for (const job of jobs) {
    await queues.get(job.queue)?.upsertJobScheduler(job.name, { every: job.everyMs }, { name: job.name, data: {}, opts: SCHEDULED_JOB_OPTIONS });
  }
  return {
    close: async () => {
      await Promise.all([...queues.values()].map((queue) => queue.close()));
    },
  };
}

/**
 * Without Redis (the API process runs every job itself): each job on a timer here, never two runs
 * of one job at once.
 */
export function runPeriodicJobsInProcess(jobs: readonly PeriodicJob[], logger: Logger): { close: () => Promise<void> } {
  const timers = jobs.map((job) => {
    let isRunning = false;
    const timer = setInterval(() => {
      if (isRunning) return;
      isRunning = true;
      job
        .run()
        .catch((error: unknown) => logger.warn({ err: error, queue: job.queue, job: job.name }, 'periodic job failed'))
        .finally(() => {
          isRunning = false;
        });
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    close: async () => {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
