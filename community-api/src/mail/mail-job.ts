import { z } from 'zod';
import { localeSchema } from '@starshelf/contract';
import { ACCOUNT_MAIL_KINDS } from './account-copy.js';

/** The jobs of the `mail` queue. Payloads carry what a template needs, nothing more. */
export const MAIL_QUEUE = 'mail';

export const mailJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('verify-email'), to: z.email(), locale: localeSchema, name: z.string(), link: z.url() }),
  z.object({ kind: z.literal('account-exists'), to: z.email(), locale: localeSchema, name: z.string(), link: z.url() }),
  // Reset and email-change links, and the notices that tell a member their account changed.
  z.object({ kind: z.enum(ACCOUNT_MAIL_KINDS), to: z.email(), locale: localeSchema, name: z.string(), link: z.url() }),
  // Newsletter mails carry their unsubscribe link: every one of them has it.
  z.object({ kind: z.literal('newsletter-confirm'), to: z.email(), locale: localeSchema, name: z.string(), link: z.url(), unsubscribeLink: z.url() }),
]);
export type MailJob = z.infer<typeof mailJobSchema>;
