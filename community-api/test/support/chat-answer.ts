import { expect } from 'vitest';
import type { TestAgent } from './test-app.js';

export type AnsweredBook = { id: number; title: string; authors: string[]; reason?: string };
export type ChatTurn = { role: 'user' | 'assistant'; content: string; bookIds?: number[] };

/** Sends one chat message and reads the server-sent answer as the browser assembles it. */
export async function askChat(agent: TestAgent, message: string, history: ChatTurn[] = [], locale?: 'en' | 'de' | 'it') {
  // The browser sends the interface language with every message.
  const response = await agent.post('/api/chat').send({ message, history, ...(locale ? { locale } : {}) });
  expect(response.status).toBe(200);
  const events = response.text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      return { event: lines[0]?.slice(7) ?? '', data: JSON.parse(lines[1]?.slice(6) ?? '{}') as Record<string, unknown> };
    });
  const text = events.filter((event) => event.event === 'token').map((event) => event.data.text).join('');
  const books = (events.find((event) => event.event === 'books')?.data.books ?? []) as AnsweredBook[];
  const done = events.find((event) => event.event === 'done')?.data;
  return { text, books, ids: books.map((book) => book.id), done, events, raw: response.text };
}
