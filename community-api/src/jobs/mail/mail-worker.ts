import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mailer.js';
import { bullPrefix } from './mail-dispatcher.js';
import { MAIL_QUEUE, mailJobSchema } from './mail-job.js';
import { sendMailJob } from './send-mail.js';

/** The consumer of the `mail` queue, run by worker.ts (and by tests). */
export function createMailWorker(options: { redisUrl: string; redisPrefix: string; mailer: Mailer; logger: Logger }): Worker {
  // Workers block on Redis; BullMQ requires unlimited retries per request for that connection.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const worker = new Worker(
    MAIL_QUEUE,
    async (job) => {
      await sendMailJob(mailJobSchema.parse(job.data), options.mailer);
    },
    { connection, prefix: bullPrefix(options.redisPrefix), concurrency: 4 },
  );
  worker.on('failed', (job, error) => options.logger.warn({ err: error, jobId: job?.id, attempts: job?.attemptsMade }, 'mail job failed'));
  worker.on('error', (error) => options.logger.warn({ err: error }, 'mail worker error'));
  worker.on('closed', () => connection.disconnect());
  return worker;
}
