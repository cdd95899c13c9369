import { chatRequestSchema, chatStatusSchema, ok } from '@starshelf/contract';
import { route, type Route } from '../../http/route.js';
import type { Logger } from '../../lib/logger.js';
import { readerLocale } from '../../http/reader-locale.js';
import type { ChatService } from './chat-service.js';
import type { ChatQuota } from './quota.js';
import { openEventStream, sendEvent } from './sse.js';

// Words with their following space: the browser shows the answer growing as it would from a model.
const chunks = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

/** POST /api/chat (server-sent events) and GET /api/chat/status, for signed-in members. */
export function chatRoutes(deps: { chat: ChatService; quota: ChatQuota; logger: Logger }): Route[] {
  return [
    route({
      method: 'GET',
      path: '/chat/status',
      access: 'signed-in',
      summary: 'The chatbot mode (agent or offline) and the member’s daily quota { used, limit }',
      response: chatStatusSchema,
      handler: async ({ user }, _req, res) => {
        res.json(ok({ mode: deps.chat.mode, quota: await deps.quota.peek(user.id, user.role) }));
      },
    }),

    route({
      method: 'POST',
      path: '/chat',
      access: 'signed-in',
      summary: 'Ask for recommendations; answers with server-sent events: token…, books, done',
      answers: 'event-stream',
      body: chatRequestSchema,
      errors: [[429, 'QUOTA_EXCEEDED: the role’s daily quota is used up']],
      handler: async ({ user, body }, req, res) => {
        // Independent round trips (Redis for the quota, PostgreSQL for the member's books) run
        // together; a refused quota still answers 429 before the stream opens.
        const [quota, member] = await Promise.all([deps.quota.take(user.id, user.role), deps.chat.memberBooks(user.id)]);

        const locale = readerLocale(req, body.locale);
        openEventStream(res);
        // A member who closes the panel or loses the connection: the model's request is aborted too.
        const memberLeft = new AbortController();
        res.on('close', () => {
          if (!res.writableFinished) memberLeft.abort(new Error('the member left before the answer was complete'));
        });
        try {
          const answer = await deps.chat.answer(user, { message: body.message, history: body.history, locale }, (text) => sendEvent(res, 'token', { text }), member, memberLeft.signal);
          // The model streamed its part already; the offline text (or the note after it) follows in words.
          const rest = answer.text.startsWith(answer.streamedText) ? answer.text.slice(answer.streamedText.length) : '';
          // The rest is known at once: the same events, written in one go (a write per word was a
          // few milliseconds of the offline answer on a busy machine).
          res.cork();
          for (const token of chunks(rest)) sendEvent(res, 'token', { text: token });
          sendEvent(res, 'books', { books: answer.books });
          sendEvent(res, 'done', { mode: answer.mode, language: answer.language, quota: { used: quota.used, limit: quota.limit } });
          res.uncork();
        } catch (error) {
          if (memberLeft.signal.aborted) {
            deps.logger.info('chat member left; the model request was aborted');
          } else {
            // Headers are gone: the failure travels as an event, without internals.
            deps.logger.error({ err: error }, 'chat answer failed');
            sendEvent(res, 'error', { code: 'INTERNAL', message: 'The recommender failed' });
          }
        }
        res.end();
      },
    }),
  ];
}
