import type { Mailer } from '../lib/mailer.js';
import { createJobProducer, type ProducerContext } from '../queue/job-producer.js';
import { MAIL_QUEUE, type MailJob } from './mail-job.js';
import { sendMailJob } from './send-mail.js';

export type MailDispatcher = { dispatch: (job: MailJob) => Promise<void>; close: () => Promise<void> };

type Options = ProducerContext & { mailer: Mailer };

/**
 * Mail on the `mail` queue for the worker; without Redis, or when adding fails, sent from this
 * process in the background with a few retries, so a registration never loses its mail and never
 * waits on SMTP.
 */
export function createMailDispatcher(options: Options): MailDispatcher {
  const producer = createJobProducer<MailJob>(options, {
    queue: MAIL_QUEUE,
    jobName: (job) => job.kind,
    // The payload holds a live verification link: keep it in Redis no longer than needed.
    jobOptions: { attempts: 8, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: true, removeOnFail: 100 },
    enqueueTimeoutMs: 1_000,
    run: (job) => sendMailJob(job, options.mailer),
    inProcess: 'background',
    retryDelaysMs: [1_000, 5_000, 15_000],
  });
  return {
    dispatch: async (job) => {
      await producer.submit(job);
    },
    close: producer.close,
  };
}
