import { defaultedField, LOCALES, optionalField } from '@starshelf/contract';
import { z } from 'zod';

export const MAX_MESSAGE_LENGTH = 1_000;
/** Turns (one user or assistant message each) the recommender sees; older ones are dropped. */
export const HISTORY_TURNS = 6;

const turn = z.object({
  role: z.enum(['user', 'assistant']),
  // Earlier answers can be long; they are cut rather than refused, since the browser sends them back.
  content: z.string().transform((text) => text.slice(0, 2_000)),
  // The books an earlier answer showed, so "more by that author" and "others" can refer to them.
  bookIds: optionalField(z.array(z.number().int().positive()).max(24)),
});

export const chatRequestSchema = z.object({
  message: z.string().trim().min(1).max(MAX_MESSAGE_LENGTH),
  history: defaultedField(z.array(turn).max(50), []).transform((turns) => turns.slice(-HISTORY_TURNS)),
  locale: optionalField(z.enum(LOCALES)),
});

export type ChatRequest = z.output<typeof chatRequestSchema>;
export type ChatTurn = ChatRequest['history'][number];
