// npm run bench:ssr-spread: server-rendered book pages asked for across the whole catalogue, each
// book as often as Zipf's law (s = 1) says by its rank, 8 clients for BENCH_SECONDS (10 by default
// here), once without writes and once while a member rates a book every second through the API
// (the rating job's aggregate write then marks that book's pages stale, decision 132). The API runs
// with Redis (the shared page cache) and the worker (the rating jobs), as deployed. Goals: p95 ≤ 50
// ms, and pages per second with writes ≥ 0.8× without. SPREAD_WARM_PAGES=N warms only the N
// most asked-for pages.
// Needs the renderer (npm run build -w @starshelf/frontend) and a seeded database (DATABASE_URL).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_RENDERER_DIR, PAGE_RENDERER_FILE } from '@starshelf/contract';
import { childEnv } from './config.js';
import { SPREAD_HEADING, writeSpreadSection } from './report-sections.js';
import { freePort, startUntilReady, type Child } from './processes.js';
import { askEachOnce, better, bookSlugs, rateEverySecond, type Run, runRow, signIn, spread, zipf } from './spread-load.js';

const CLIENTS = 8;
const P95_GOAL_MS = 50;
const RATIO_GOAL = 0.8;
const ZIPF_S = 1;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const databaseUrl = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('bench:ssr-spread needs DATABASE_URL of a seeded database');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
// How many of the most asked-for pages the warm-up renders (all by default). At 100,000 books
// rendering every page once takes about half an hour of the API's thread; the pages past this rank
// are then rendered when first asked for, as after a deploy that emptied Redis.
const warmPages = process.env.SPREAD_WARM_PAGES ? Number(process.env.SPREAD_WARM_PAGES) : undefined;
const rendererFile = path.join(root, 'frontend', PAGE_RENDERER_DIR, PAGE_RENDERER_FILE);
if (!existsSync(rendererFile)) throw new Error(`bench:ssr-spread needs the page renderer at ${rendererFile}`);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const publicUrl = base;
const env = childEnv({
  DATABASE_URL: databaseUrl,
  API_PORT: String(port),
  REDIS_URL: redisUrl,
  // Its own keys, removed by nobody else's run.
  REDIS_PREFIX: `bench-spread-${randomBytes(4).toString('hex')}`,
  PUBLIC_URL: publicUrl,
  PAYLOAD_SECRET: 'bench-only-secret-0123456789',
  PAGE_RENDERS_PER_MINUTE: '1000000',
});
const children: Child[] = [];
const worker = spawn('node', ['community-api/dist/worker.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
children.push({ process: worker, stop: async () => void worker.kill('SIGTERM') });
children.push(await startUntilReady('node', ['community-api/dist/server.js'], { cwd: root, env, readyUrl: `${base}/api/health` }));
const stopAll = () => Promise.all(children.map((child) => child.stop()));

try {
  const slugs = await bookSlugs(base);
  const cookie = await signIn(base, publicUrl);
  const warmed = Math.min(warmPages ?? slugs.length, slugs.length);
  console.log(`${slugs.length} book pages, Zipf s=${ZIPF_S}, ${CLIENTS} clients, ${seconds} s each, ${warmed} warmed`);
  const options = { clients: CLIENTS, seconds };
  // Warm-up: every page once (steady state: each has been asked for before, Redis holds them
  // all, the process the 2,000 it asked for last), then the spread itself for a few seconds.
  await askEachOnce(base, slugs.slice(0, warmed), CLIENTS);
  await spread(base, slugs, zipf(slugs.length, ZIPF_S), { clients: CLIENTS, seconds: 5 });
  // Two rounds, taking turns, the better of each kept: the machine's other work then weighs on both
  // alike rather than on whichever ran while it did.
  let quiet: Run | undefined;
  let busy: Run | undefined;
  let ratings = 0;
  for (let round = 0; round < 2; round += 1) {
    quiet = better(quiet, await spread(base, slugs, zipf(slugs.length, ZIPF_S), options));
    const writer = rateEverySecond(base, publicUrl, cookie, slugs, zipf(slugs.length, ZIPF_S, 7 + round));
    busy = better(busy, await spread(base, slugs, zipf(slugs.length, ZIPF_S), options));
    ratings += await writer.stop();
  }
  if (!quiet || !busy) throw new Error('bench:ssr-spread measured nothing');
  const ratio = busy.rps / Math.max(quiet.rps, 0.01);
  const p95 = Math.max(quiet.p95, busy.p95);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
  const lines = [
    SPREAD_HEADING,
    '',
    `Run ${new Date().toISOString()} on ${machine}, load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}.`,
    `${slugs.length} book pages straight to one API with Redis and the worker, each page asked for by Zipf's law (s = ${ZIPF_S}) over its rank, ${CLIENTS} clients, ${seconds} s per run, ${warmed === slugs.length ? 'every page asked for once before (steady state)' : `the ${warmed} most asked-for pages asked for once before, the rest rendered when first asked for`}, each run the better of two rounds taking turns. With writes: a member rates a book (drawn alike) through the API every second; its aggregate's notice marks that book's pages and the lists stale (decision 132). Goals: p95 ≤ ${P95_GOAL_MS} ms, pages/s with writes ≥ ${RATIO_GOAL}× without.`,
    '',
    '| run | p50 ms | p95 ms | p99 ms | pages/s | errors |',
    '|---|---|---|---|---|---|',
    runRow('without writes', quiet),
    runRow(`with a rating a second (${ratings} in both rounds)`, busy),
    '',
    `With/without pages/s: ${ratio.toFixed(2)} (${ratio >= RATIO_GOAL ? 'meets' : 'misses'} ≥ ${RATIO_GOAL}); worst p95 ${p95.toFixed(1)} ms (${p95 <= P95_GOAL_MS ? 'meets' : 'misses'} ≤ ${P95_GOAL_MS}).`,
  ];
  for (const line of lines) console.log(line);
  await writeSpreadSection(path.join(root, 'bench/results/ssr.md'), lines.join('\n'));
} finally {
  await stopAll();
}
