import { errorEnvelopeSchema } from '@starshelf/contract';
import type { Operation } from '../../http/openapi.js';
import { chatRequestSchema } from './schemas.js';

const ERROR = (status: number, description: string) => ({ status, description, schema: errorEnvelopeSchema });

/** The OpenAPI entries of issue 9's routes; merged into the document by http/openapi.ts. */
export const CHAT_OPERATIONS: Record<string, Operation> = {
  'GET /api/chat/status': {
    summary: 'The chatbot mode (agent or offline) and the member’s daily quota { used, limit }',
    answers: [{ status: 200, description: 'Mode and quota' }, ERROR(401, 'Anonymous')],
  },
  'POST /api/chat': {
    summary: 'Ask for recommendations; answers with server-sent events: token…, books, done',
    body: chatRequestSchema,
    answers: [
      { status: 200, description: 'text/event-stream: `token` { text }, then `books` { books }, then `done` { mode, language, quota }' },
      ERROR(400, 'Invalid input'),
      ERROR(401, 'Anonymous'),
      ERROR(429, 'QUOTA_EXCEEDED: the role’s daily quota is used up'),
    ],
  },
};
