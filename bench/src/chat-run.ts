// npm run bench:chat: the offline recommender (POST /api/chat, whole SSE answer) beside the books
// autocomplete (GET /api/books/search) on a seeded database, one client, in one process and run.
import os from 'node:os';
import { startChatHarness } from './chat-harness.js';
import { CHAT_PROMPTS, SEARCH_QUERIES } from './chat-prompts.js';
import { benchConfig } from './config.js';
import { percentile } from './percentile.js';

const ROUNDS = 20;
const GOAL_P95_MS = 100;
const { databaseUrl } = benchConfig();

const harness = await startChatHarness(databaseUrl);
const timeChat = async (message: string, locale: 'en' | 'de' | 'it') => {
  const answer = await harness.chat(message, locale);
  return { ms: answer.ms, books: answer.books.map((book) => book.title) };
};
const timeSearch = harness.search;

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
  await harness.close();
}
