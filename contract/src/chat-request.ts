import { z } from 'zod';
import { LOCALES } from './locale.js';
import { defaultedField, optionalField } from './optional-field.js';
import { HISTORY_TURNS, MAX_MESSAGE_LENGTH } from './request-limits.js';

const turn = z.object({
  role: z.enum(['user', 'assistant']),
  // Earlier answers can be long; they are cut rather than refused, since the browser sends them back.
  content: z.string().transform((text) => text.slice(0, 2_000)),
  // The books an earlier answer showed, so "more by that author" and "others" can refer to them.
  bookIds: optionalField(z.array(z.number().int().positive()).max(24)),
});

/** POST /api/chat: the message and the latest turns of the conversation. */
export const chatRequestSchema = z.object({
  message: z.string().trim().min(1).max(MAX_MESSAGE_LENGTH),
  history: defaultedField(z.array(turn).max(50), []).transform((turns) => turns.slice(-HISTORY_TURNS)),
  locale: optionalField(z.enum(LOCALES)),
});

export type ChatRequest = z.output<typeof chatRequestSchema>;
export type ChatTurn = ChatRequest['history'][number];
/** What the browser sends: the history may be longer (the server keeps the last turns). */
export type ChatRequestBody = z.input<typeof chatRequestSchema>;
export type ChatTurnBody = NonNullable<ChatRequestBody['history']>[number];
