import { z } from 'zod';
import { LOCALES } from '../locale.js';
import { titled } from './shapes.js';

export const CHAT_MODES = ['agent', 'offline'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

export const chatQuotaSchema = z.object({ used: z.number().int().min(0), limit: z.number().int().min(0) });
export type ChatQuota = z.infer<typeof chatQuotaSchema>;

/** GET /api/chat/status. */
export const chatStatusSchema = z.object({ mode: z.enum(CHAT_MODES), quota: chatQuotaSchema }).meta({ id: 'ChatStatus' });
export type ChatStatus = z.infer<typeof chatStatusSchema>;

/** A recommended book as the chat shows it: authors by name, a ready link. */
export const chatBookSchema = z
  .object({
    ...titled,
    link: z.string(),
    authors: z.array(z.string()),
    coverImage: z.string().nullable(),
    publicationYear: z.number().int().nullable(),
    /** Why it was picked, one line in the reader's language; absent when there is nothing to say. */
    reason: z.string().optional(),
  })
  .meta({ id: 'ChatBook' });
export type ChatBook = z.infer<typeof chatBookSchema>;

/**
 * The server-sent events of POST /api/chat, by event name: text as it grows, the books, then
 * `done`; `error` instead when the recommender fails after the stream opened.
 */
export const chatEventSchemas = {
  token: z.object({ text: z.string() }),
  books: z.object({ books: z.array(chatBookSchema) }),
  done: z.object({ mode: z.enum(CHAT_MODES), language: z.enum(LOCALES), quota: chatQuotaSchema }),
  error: z.object({ code: z.string(), message: z.string() }),
} as const;
export type ChatEventName = keyof typeof chatEventSchemas;
export type ChatEvent = { [Name in ChatEventName]: { event: Name; data: z.infer<(typeof chatEventSchemas)[Name]> } }[ChatEventName];
export type ChatDone = z.infer<typeof chatEventSchemas.done>;
