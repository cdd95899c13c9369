import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { pagePaths, type ChatBook, type ChatMode, type ChatTurn, type Locale, type Role } from '@starshelf/contract';
import type { BookSummary } from '@starshelf/cms/catalogue/recommend';
import type { Pool } from '../../db/pool.js';
import type { Logger } from '../../lib/logger.js';
import { recommendWithAgent, type AgentLimits } from './agent-recommender.js';
import { createCatalogueTools } from './catalogue-tools.js';
import { loadMemberBooks, type MemberBooks } from './member-books.js';
import { describeModelFailure, modelFailedNote } from './model-failure.js';
import { recommendOffline, type Recommendation } from './offline-recommender.js';
import { REPLIES } from './replies.js';

export type { ChatBook, ChatMode };
/** `streamedText` is what already reached `onToken`; the route sends the rest of `text` itself. */
export type ChatAnswer = { mode: ChatMode; language: Locale; text: string; streamedText: string; books: ChatBook[] };

export const toChatBook = (book: BookSummary, reason?: string): ChatBook => ({
  id: book.id,
  slug: book.slug,
  title: book.title,
  link: pagePaths.book.href(book.slug),
  authors: book.authors.map((author) => author.name),
  coverImage: book.coverImage,
  publicationYear: book.publicationYear,
  ...(reason ? { reason } : {}),
});

/** The chatbot without HTTP: the model when one is configured, else (or when it fails) offline. */
export function chatService(deps: {
  pool: Pool;
  logger: Logger;
  model?: BaseChatModel | undefined;
  /** How long an answer may wait for the model (config `chat.modelTimeouts`). */
  timeouts: Pick<AgentLimits, 'answerMs' | 'idleMs'>;
  /** Values that must never reach the log (the API key), even inside a model server's error. */
  secrets?: readonly string[];
}) {
  const mode: ChatMode = deps.model ? 'agent' : 'offline';
  return {
    mode,
    /** The member's ratings and list, for a caller that loads them alongside other work (the quota). */
    memberBooks: (userId: string): Promise<MemberBooks> => loadMemberBooks(deps.pool, userId),
    async answer(
      user: { id: string; role: Role },
      input: { message: string; history: ChatTurn[]; locale: Locale },
      onToken: (text: string) => void = () => undefined,
      preloaded?: MemberBooks,
      /** Aborted when the member left: the model's request is aborted and nothing answers. */
      signal?: AbortSignal,
    ): Promise<ChatAnswer> {
      const member = preloaded ?? (await loadMemberBooks(deps.pool, user.id));
      const tools = createCatalogueTools({ locale: input.locale, member });
      let result: Recommendation;
      let answeredBy: ChatMode = mode;
      let streamedText = '';
      const stream = (text: string) => {
        streamedText += text;
        onToken(text);
      };
      if (deps.model) {
        try {
          const onToolFailure = (tool: string, error: unknown) => deps.logger.error({ err: error, tool }, 'chat tool failed');
          result = await recommendWithAgent(input, deps.model, tools, stream, { ...deps.timeouts, signal, onToolFailure });
          // What the member saw is the answer; the grounded text differs at most in whitespace.
          if (streamedText !== '') result = { ...result, text: streamedText };
        } catch (error) {
          if (signal?.aborted) throw error;
          deps.logger.warn({ model: describeModelFailure(error, deps.secrets ?? []) }, 'chat model failed; answering offline');
          answeredBy = 'offline';
          const offline = await recommendOffline(input.message, createCatalogueTools({ locale: input.locale, member }), input.locale, input.history);
          const note = `${streamedText === '' ? '' : '\n\n'}${modelFailedNote(offline.language, streamedText !== '')}\n\n`;
          result = { ...offline, text: `${streamedText}${note}${offline.text}` };
        }
      } else {
        result = await recommendOffline(input.message, tools, input.locale, input.history);
      }
      // Without a model the answer says so; after a failure the note above already did.
      const text = deps.model ? result.text : `${result.text}\n\n${REPLIES[result.language].offlineNote}`;
      return { mode: answeredBy, language: result.language, text, streamedText, books: result.books.map((book) => toChatBook(book, result.reasons?.get(book.id))) };
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
