// The community API on a seeded database (offline recommender: no OpenAI key) with a throw-away
// golden member (bench-api.ts), and the two calls the chat benchmarks time. Shared by
// chat-run.ts (latency) and chat-eval-run.ts (answer quality).
import type { ChatBook, Locale } from '@starshelf/contract';
import type { Pool } from '@starshelf/community-api/harness';
import { startBenchApi } from './bench-api.js';

// bookIds: the books an assistant turn showed, as the browser sends them back (ignored where unknown).
export type ChatTurn = { role: 'user' | 'assistant'; content: string; bookIds?: number[] };
export type ChatAnswer = { ms: number; text: string; books: ChatBook[] };

export type ChatHarness = {
  pool: Pool;
  chat: (message: string, locale: Locale, history?: ChatTurn[]) => Promise<ChatAnswer>;
  search: (q: string) => Promise<number>;
  close: () => Promise<void>;
};

/** The SSE answer's text (the token events joined) and its books, as the browser assembles them. */
export function parseChatEvents(stream: string): { text: string; books: ChatBook[] } {
  let text = '';
  let books: ChatBook[] = [];
  for (const block of stream.split('\n\n')) {
    const event = /^event: (\w+)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (!event || data === undefined) continue;
    if (event === 'token') text += (JSON.parse(data) as { text: string }).text;
    if (event === 'books') books = (JSON.parse(data) as { books: ChatBook[] }).books;
  }
  return { text, books };
}

export async function startChatHarness(databaseUrl: string): Promise<ChatHarness> {
  const api = await startBenchApi({ databaseUrl, label: 'chat', role: 'GOLDEN_USER', env: { CHAT_QUOTA_GOLDEN_USER: '1000000' } });
  const { base } = api;
  const headers = { ...api.headers, 'Content-Type': 'application/json' };

  return {
    pool: api.pool,
    chat: async (message, locale, history = []) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/chat`, { method: 'POST', headers, body: JSON.stringify({ message, locale, history }) });
      const stream = await response.text();
      if (response.status !== 200 || !stream.includes('event: done')) throw new Error(`chat failed: ${response.status} ${stream.slice(0, 200)}`);
      return { ms: performance.now() - started, ...parseChatEvents(stream) };
    },
    search: async (q) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/books/search?q=${encodeURIComponent(q)}`, { headers: { Origin: api.publicUrl } });
      await response.text();
      if (response.status !== 200) throw new Error(`search failed: ${response.status}`);
      return performance.now() - started;
    },
    close: () => api.close(),
  };
}
