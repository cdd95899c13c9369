import type { Mailer } from '../lib/mailer.js';
import type { MailJob } from './mail-job.js';
import { renderMail } from './templates.js';

/** The processor of the `mail` queue: a pure function of the job and a mailer, also used in-process. */
export async function sendMailJob(job: MailJob, mailer: Mailer): Promise<void> {
  await mailer.send({ to: job.to, ...renderMail(job) });
}
