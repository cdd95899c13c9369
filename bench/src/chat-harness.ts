// The community API started in-process on a seeded database (offline recommender: no OpenAI key),
// with a throw-away golden member, and the two calls the chat benchmarks time. Shared by
// chat-run.ts (latency) and chat-eval-run.ts (answer quality).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildCmsConfig, closeCatalogue, getCatalogue } from '@starshelf/cms/catalogue';
import type { ChatBook, Locale } from '@starshelf/contract';
import { createApp, createDatabase, createMailDispatcher, createMailer, createPool, loadConfig, sessionService, userRepository, type Pool } from '@starshelf/community-api/harness';

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
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'starshelf-chat-bench-'));
  await getCatalogue(buildCmsConfig({ databaseUrl, secret: 'bench-only-secret-0123456789', mediaDir }));
  // Production refuses to start without SMTP; the bench sends no mail, so any host will do.
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', CHAT_QUOTA_GOLDEN_USER: '1000000', OPENAI_API_KEY: '', SMTP_HOST: '127.0.0.1' });
  const logger = pino({ level: 'warn' });
  const pool = createPool(databaseUrl);
  const mailer = createMailer(config);
  const mail = createMailDispatcher({ mailer, logger, redis: undefined, redisPrefix: config.redisPrefix });
  const app = createApp({ config, logger, pool, mail, chatModel: null });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // A throw-away member (removed at the end, with its session by cascade).
  const member = await userRepository(createDatabase(pool)).insert({
    email: `chat-bench-${randomBytes(4).toString('hex')}@example.org`,
    passwordHash: 'not-a-login',
    firstName: 'Bench',
    lastName: 'Member',
    locale: 'en',
    role: 'GOLDEN_USER',
    emailVerifiedAt: new Date(),
  });
  if (!member) throw new Error('bench member not created');
  const session = await sessionService(createDatabase(pool), config.session, () => new Date()).create(member.id);
  const headers = { Cookie: `${config.session.cookieName}=${session.token}`, Origin: config.publicUrl, 'Content-Type': 'application/json' };

  return {
    pool,
    chat: async (message, locale, history = []) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/chat`, { method: 'POST', headers, body: JSON.stringify({ message, locale, history }) });
      const stream = await response.text();
      if (response.status !== 200 || !stream.includes('event: done')) throw new Error(`chat failed: ${response.status} ${stream.slice(0, 200)}`);
      return { ms: performance.now() - started, ...parseChatEvents(stream) };
    },
    search: async (q) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/books/search?q=${encodeURIComponent(q)}`, { headers: { Origin: config.publicUrl } });
      await response.text();
      if (response.status !== 200) throw new Error(`search failed: ${response.status}`);
      return performance.now() - started;
    },
    close: async () => {
      await pool.query('delete from community.users where id = $1', [member.id]);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mail.close();
      mailer.close();
      await pool.end();
      await closeCatalogue();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
