import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { ChatBook, ChatMode, Locale, Role } from '@starshelf/contract';
import type { BookSummary } from '@starshelf/cms/catalogue/recommend';
import type { Pool } from '../../db/pool.js';
import type { Logger } from '../../lib/logger.js';
import { recommendWithAgent } from './agent-recommender.js';
import { createCatalogueTools } from './catalogue-tools.js';
import { loadMemberBooks, type MemberBooks } from './member-books.js';
import { recommendOffline, type Recommendation } from './offline-recommender.js';
import { REPLIES } from './replies.js';
import type { ChatTurn } from './schemas.js';

export type { ChatBook, ChatMode };
/** `streamedText` is what already reached `onToken`; the route sends the rest of `text` itself. */
export type ChatAnswer = { mode: ChatMode; language: Locale; text: string; streamedText: string; books: ChatBook[] };

export const toChatBook = (book: BookSummary, reason?: string): ChatBook => ({
  id: book.id,
  slug: book.slug,
  title: book.title,
  link: `/books/${encodeURIComponent(book.slug)}`,
  authors: book.authors.map((author) => author.name),
  coverImage: book.coverImage,
  publicationYear: book.publicationYear,
  ...(reason ? { reason } : {}),
});

/** The chatbot without HTTP: the model when one is configured, else (or when it fails) offline. */
export function chatService(deps: { pool: Pool; logger: Logger; model?: BaseChatModel | undefined }) {
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
          result = await recommendWithAgent(input, deps.model, tools, stream);
          // What the member saw is the answer; the grounded text differs at most in whitespace.
          if (streamedText !== '') result = { ...result, text: streamedText };
        } catch (error) {
          deps.logger.warn({ err: error }, 'chat model failed; answering offline');
          answeredBy = 'offline';
          const offline = await recommendOffline(input.message, createCatalogueTools({ locale: input.locale, member }), input.locale, input.history);
          const note = `${streamedText === '' ? '' : '\n\n'}${REPLIES[offline.language].agentFailed}\n\n`;
          result = { ...offline, text: `${streamedText}${note}${offline.text}` };
        }
      } else {
        result = await recommendOffline(input.message, tools, input.locale, input.history);
      }
      const text = answeredBy === 'offline' ? `${result.text}\n\n${REPLIES[result.language].offlineNote}` : result.text;
      return { mode: answeredBy, language: result.language, text, streamedText, books: result.books.map((book) => toChatBook(book, result.reasons?.get(book.id))) };
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
