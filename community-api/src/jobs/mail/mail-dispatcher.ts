import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mailer.js';
import type { Redis } from '../../lib/redis.js';
import { withTimeout } from '../../lib/with-timeout.js';
import { MAIL_QUEUE, type MailJob } from './mail-job.js';
import { sendMailJob } from './send-mail.js';

export type MailDispatcher = { dispatch: (job: MailJob) => Promise<void>; close: () => Promise<void> };

// A request must not wait long on a Redis that is down; past this the mail goes out in-process.
const ENQUEUE_TIMEOUT_MS = 1_000;
const IN_PROCESS_RETRY_DELAYS_MS = [1_000, 5_000, 15_000];

export const bullPrefix = (redisPrefix: string) => `${redisPrefix}:bull`;

type Options = { mailer: Mailer; logger: Logger; redis?: Redis | undefined; redisPrefix: string };

/**
 * Queues mail on the `mail` queue for the worker. Without Redis, or when adding fails, the mail is
 * sent from this process in the background with a few retries, so a registration never loses its
 * mail and never waits on SMTP.
 */
export function createMailDispatcher(options: Options): MailDispatcher {
  const { mailer, logger } = options;
  const queue = options.redis
    ? new Queue<MailJob>(MAIL_QUEUE, {
        connection: options.redis,
        prefix: bullPrefix(options.redisPrefix),
        defaultJobOptions: {
          attempts: 8,
          backoff: { type: 'exponential', delay: 2_000 },
          // The payload holds a live verification link: keep it in Redis no longer than needed.
          removeOnComplete: true,
          removeOnFail: 100,
        },
      })
    : undefined;
  queue?.on('error', (error) => logger.warn({ err: error }, 'mail queue error'));
  const pending = new Set<Promise<void>>();
  let isClosing = false;
  const stopping = new AbortController();

  const sendInBackground = (job: MailJob) => {
    const attempt = async () => {
      for (let index = 0; ; index += 1) {
        try {
          await sendMailJob(job, mailer);
          logger.info({ kind: job.kind }, 'mail sent in-process');
          return;
        } catch (error) {
          const delay = IN_PROCESS_RETRY_DELAYS_MS[index];
          // On shutdown the current attempt is the last one; a retry would outlive the process.
          if (delay === undefined || isClosing) {
            logger.error({ err: error, kind: job.kind }, 'mail could not be sent');
            return;
          }
          try {
            await sleep(delay, undefined, { signal: stopping.signal, ref: false });
          } catch {
            logger.error({ kind: job.kind }, 'mail not sent: shutting down before the retry');
            return;
          }
        }
      }
    };
    const running = attempt().finally(() => pending.delete(running));
    pending.add(running);
  };

  return {
    dispatch: async (job) => {
      if (!queue) {
        sendInBackground(job);
        return;
      }
      try {
        await withTimeout(queue.add(job.kind, job), ENQUEUE_TIMEOUT_MS, 'mail enqueue');
      } catch (error) {
        logger.warn({ err: error, kind: job.kind }, 'mail queue unavailable; sending in-process');
        sendInBackground(job);
      }
    },
    close: async () => {
      isClosing = true;
      stopping.abort();
      await Promise.allSettled([...pending]);
      await queue?.close();
    },
  };
}
