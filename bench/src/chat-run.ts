// npm run bench:chat: the offline recommender (POST /api/chat, whole SSE answer) beside the books
// autocomplete (GET /api/books/search) on a seeded database, one client, in one process and run.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildCmsConfig, closeCatalogue, getCatalogue } from '@starshelf/cms/catalogue';
import { createApp, createDatabase, createMailDispatcher, createMailer, createPool, loadConfig, sessionService, userRepository } from '@starshelf/community-api/harness';
import { CHAT_PROMPTS, SEARCH_QUERIES } from './chat-prompts.js';
import { benchConfig } from './config.js';
import { percentile } from './percentile.js';

const ROUNDS = 20;
const GOAL_P95_MS = 100;
const { databaseUrl } = benchConfig();

const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'starshelf-chat-bench-'));
await getCatalogue(buildCmsConfig({ databaseUrl, secret: 'bench-only-secret-0123456789', mediaDir }));
const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', CHAT_QUOTA_GOLDEN_USER: '1000000', OPENAI_API_KEY: '' });
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

async function timeChat(message: string, locale: string): Promise<{ ms: number; books: string[] }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/chat`, { method: 'POST', headers, body: JSON.stringify({ message, locale }) });
  const text = await response.text();
  if (response.status !== 200 || !text.includes('event: done')) throw new Error(`chat failed: ${response.status} ${text.slice(0, 200)}`);
  const books = /event: books\ndata: (.*)\n/.exec(text)?.[1];
  return { ms: performance.now() - started, books: books ? (JSON.parse(books) as { books: { title: string }[] }).books.map((book) => book.title) : [] };
}

async function timeSearch(q: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/books/search?q=${encodeURIComponent(q)}`, { headers: { Origin: config.publicUrl } });
  await response.text();
  if (response.status !== 200) throw new Error(`search failed: ${response.status}`);
  return performance.now() - started;
}

const row = (name: string, values: number[]) =>
  `| ${name} | ${values.length} | ${percentile(values, 0.5).toFixed(1)} | ${percentile(values, 0.95).toFixed(1)} | ${percentile(values, 0.99).toFixed(1)} |`;

try {
  // One warm-up round: prepared statements, the genre lexicon cache, JIT.
  for (const prompt of CHAT_PROMPTS) await timeChat(prompt.message, prompt.locale);
  for (const q of SEARCH_QUERIES) await timeSearch(q);
  const chat: number[] = [];
  const search: number[] = [];
  const perPrompt = new Map<string, { ms: number[]; books: string[] }>();
  for (let round = 0; round < ROUNDS; round += 1) {
    // Interleaved, so both calls see the same machine load.
    for (const [index, prompt] of CHAT_PROMPTS.entries()) {
      const result = await timeChat(prompt.message, prompt.locale);
      chat.push(result.ms);
      const entry = perPrompt.get(prompt.message) ?? { ms: [], books: result.books };
      entry.ms.push(result.ms);
      perPrompt.set(prompt.message, entry);
      search.push(await timeSearch(SEARCH_QUERIES[index % SEARCH_QUERIES.length] ?? 'dune'));
    }
  }
  const p95 = percentile(chat, 0.95);
  console.log(`\nChat benchmark, ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; ${ROUNDS} rounds, one client.\n`);
  console.log('| call | requests | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|');
  console.log(row('POST /api/chat (offline recommender, whole SSE answer)', chat));
  console.log(row('GET /api/books/search (reference)', search));
  console.log(`\nOffline recommender p95 ${p95.toFixed(1)} ms: ${p95 < GOAL_P95_MS ? 'meets' : 'MISSES'} the goal of < ${GOAL_P95_MS} ms.\n`);
  console.log('| prompt | p50 ms | p95 ms | books (first three) |\n|---|---|---|---|');
  for (const [message, entry] of perPrompt) {
    console.log(`| ${message} | ${percentile(entry.ms, 0.5).toFixed(1)} | ${percentile(entry.ms, 0.95).toFixed(1)} | ${entry.books.length}: ${entry.books.slice(0, 3).join('; ')} |`);
  }
} finally {
  await pool.query('delete from community.users where id = $1', [member.id]);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await mail.close();
  mailer.close();
  await pool.end();
  await closeCatalogue();
  await rm(mediaDir, { recursive: true, force: true });
}
