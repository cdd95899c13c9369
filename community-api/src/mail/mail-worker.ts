import type { Worker } from 'bullmq';
import type { Logger } from '../lib/logger.js';
import type { Mailer } from '../lib/mailer.js';
import type { Redis } from '../lib/redis.js';
import { openWorker } from '../queue/bull.js';
import { MAIL_QUEUE, mailJobSchema } from './mail-job.js';
import { sendMailJob } from './send-mail.js';

/** The consumer of the `mail` queue, run by the worker process (and by tests). */
export function createMailWorker(options: { connection: Redis; redisPrefix: string; mailer: Mailer; logger: Logger }): Worker {
  return openWorker(MAIL_QUEUE, (job) => sendMailJob(mailJobSchema.parse(job.data), options.mailer), {
    connection: options.connection,
    redisPrefix: options.redisPrefix,
    logger: options.logger,
    concurrency: 4,
  });
}
