// npm run bench:cdn: the site behind a caching proxy that honours the pages' s-maxage and
// stale-while-revalidate (Varnish, keyed as docs/scaling.md §1 says: bench/cdn/starshelf.vcl),
// beside the same gateway without it, in one run. Book pages of the whole catalogue are asked for by
// Zipf's law over their rank (s = 1), 8 clients, while a member rates a book every second. It
// measures what the proxy takes off the origin, and how long a rating takes to show through it
// (the freshness goal: ≤ 5 s). Needs varnishd on PATH (apt-get install varnish), the page renderer
// (npm run build -w @starshelf/frontend) and a seeded database (DATABASE_URL).
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PAGE_RENDERER_DIR, PAGE_RENDERER_FILE } from '@starshelf/contract';
import { childEnv } from './config.js';
import { freePort, startUntilReady, type Child } from './processes.js';
import { askEachOnce, better, bookSlugs, rate, rateEverySecond, type Run, runRow, signIn, spread, zipf } from './spread-load.js';

const CLIENTS = 8;
const ZIPF_S = 1;
const FRESHNESS_GOAL_MS = 5_000;
const FRESHNESS_SAMPLES = 5;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const databaseUrl = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('bench:cdn needs DATABASE_URL of a seeded database');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmPages = process.env.SPREAD_WARM_PAGES ? Number(process.env.SPREAD_WARM_PAGES) : undefined;
const rendererFile = path.join(root, 'frontend', PAGE_RENDERER_DIR, PAGE_RENDERER_FILE);
if (!existsSync(rendererFile)) throw new Error(`bench:cdn needs the page renderer at ${rendererFile}`);
const run = promisify(execFile);
await run('varnishd', ['-V']).catch(() => {
  throw new Error('bench:cdn needs varnishd on PATH (apt-get install varnish)');
});

const [apiPort, gatewayPort, proxyPort, nowherePort] = [await freePort(), await freePort(), await freePort(), await freePort()];
const api = `http://127.0.0.1:${apiPort}`;
const gateway = `http://127.0.0.1:${gatewayPort}`;
const proxy = `http://127.0.0.1:${proxyPort}`;
const env = childEnv({
  DATABASE_URL: databaseUrl,
  API_PORT: String(apiPort),
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  REDIS_PREFIX: `bench-cdn-${randomBytes(4).toString('hex')}`,
  PUBLIC_URL: gateway,
  PAYLOAD_SECRET: 'bench-only-secret-0123456789',
  PAGE_RENDERS_PER_MINUTE: '1000000',
});
const children: Child[] = [];
const varnishDir = await mkdtemp(path.join(os.tmpdir(), 'starshelf-bench-varnish-'));
const stopAll = async () => {
  await Promise.all(children.map((child) => child.stop()));
  await rm(varnishDir, { recursive: true, force: true });
};

/** The worker, the API, the gateway and the proxy in front of it. */
async function startAll(): Promise<void> {
  const worker = spawn('node', ['community-api/dist/worker.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push({ process: worker, stop: async () => void worker.kill('SIGTERM') });
  children.push(await startUntilReady('node', ['community-api/dist/server.js'], { cwd: root, env, readyUrl: `${api}/api/health` }));
  // The standalone gateway (the compose file's `web`), from its sources as `npm start` runs them.
  children.push(
    await startUntilReady('node', ['--import', 'tsx', '--conditions=starshelf-source', '--input-type=module', '--eval', "await import('@starshelf/gateway/server')"], {
      cwd: root,
      env: childEnv({ PORT: String(gatewayPort), API_PORT: String(apiPort), CMS_PORT: String(nowherePort) }),
      readyUrl: `${gateway}/api/health`,
    }),
  );
  const vcl = (await readFile(path.join(root, 'bench/cdn/starshelf.vcl'), 'utf8')).replaceAll('ORIGIN_HOST', '127.0.0.1').replaceAll('ORIGIN_PORT', String(gatewayPort));
  // varnishd reads the VCL as its own unprivileged user.
  await chmod(varnishDir, 0o755);
  await writeFile(path.join(varnishDir, 'starshelf.vcl'), vcl, { mode: 0o644 });
  children.push(
    await startUntilReady('varnishd', ['-F', '-n', path.join(varnishDir, 'work'), '-a', `127.0.0.1:${proxyPort}`, '-f', path.join(varnishDir, 'starshelf.vcl'), '-s', 'malloc,1g'], {
      cwd: varnishDir,
      env: process.env,
      readyUrl: `${proxy}/api/health`,
    }),
  );
}

type Counters = { hits: number; graceHits: number; misses: number; origin: number };
/** The proxy's own counters: hits (and those served stale while refetching), misses, requests to the origin. */
async function counters(): Promise<Counters> {
  const { stdout } = await run('varnishstat', ['-n', path.join(varnishDir, 'work'), '-1', '-j']);
  const all = (JSON.parse(stdout) as { counters: Record<string, { value: number }> }).counters;
  const value = (name: string) => all[`MAIN.${name}`]?.value ?? 0;
  return { hits: value('cache_hit'), graceHits: value('cache_hit_grace'), misses: value('cache_miss'), origin: value('backend_req') };
}
const minus = (after: Counters, before: Counters): Counters => ({
  hits: after.hits - before.hits,
  graceHits: after.graceHits - before.graceHits,
  misses: after.misses - before.misses,
  origin: after.origin - before.origin,
});

/** How long a rating takes to show on the book's page through the proxy (its ETag changes). */
async function freshness(slug: string, cookie: string, rating: number): Promise<number> {
  const etag = async () => (await fetch(`${proxy}/books/${encodeURIComponent(slug)}`)).headers.get('etag');
  const before = await etag();
  const started = performance.now();
  if (!(await rate(gateway, gateway, cookie, slug, rating))) throw new Error(`rating ${slug} failed`);
  while (performance.now() - started < 20_000) {
    if ((await etag()) !== before) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Number.POSITIVE_INFINITY;
}

/** What a reader with these headers gets through the proxy: the page's language, and whether it was a hit. */
async function throughProxy(pagePath: string, headers: Record<string, string>) {
  const response = await fetch(`${proxy}${pagePath}`, { headers });
  const html = await response.text();
  return { lang: /<html[^>]*\blang="([a-z]{2})"/.exec(html)?.[1] ?? '?', hit: /^\d+ \d+$/.test(response.headers.get('x-varnish') ?? '') };
}

try {
  await startAll();
  const slugs = await bookSlugs(gateway);
  const cookie = await signIn(gateway, gateway);
  const warmed = Math.min(warmPages ?? slugs.length, slugs.length);
  console.log(`${slugs.length} book pages, Zipf s=${ZIPF_S}, ${CLIENTS} clients, ${seconds} s each, ${warmed} warmed`);
  await askEachOnce(gateway, slugs.slice(0, warmed), CLIENTS);
  const options = { clients: CLIENTS, seconds };
  await spread(proxy, slugs, zipf(slugs.length, ZIPF_S), { clients: CLIENTS, seconds: 3 });

  // Side by side, taking turns, the better of two rounds each, a member rating a book every second throughout.
  let direct: Run | undefined;
  let cached: Run | undefined;
  let proxyCounts: Counters | undefined;
  let ratings = 0;
  for (let round = 0; round < 2; round += 1) {
    const writer = rateEverySecond(gateway, gateway, cookie, slugs, zipf(slugs.length, ZIPF_S, 7 + round));
    direct = better(direct, await spread(gateway, slugs, zipf(slugs.length, ZIPF_S), options));
    const before = await counters();
    const viaProxy = await spread(proxy, slugs, zipf(slugs.length, ZIPF_S), options);
    const counted = minus(await counters(), before);
    if (cached !== better(cached, viaProxy)) proxyCounts = counted;
    cached = better(cached, viaProxy);
    ratings += await writer.stop();
  }
  if (!direct || !cached || !proxyCounts) throw new Error('bench:cdn measured nothing');

  // Freshness: books of middling rank, so the page is in the proxy and not asked for by the load.
  const waits: number[] = [];
  for (let sample = 0; sample < FRESHNESS_SAMPLES; sample += 1) {
    const slug = slugs[Math.min(slugs.length - 1, 50 + sample)] ?? '';
    await fetch(`${proxy}/books/${encodeURIComponent(slug)}`);
    waits.push(await freshness(slug, cookie, 1 + ((sample + 2) % 5)));
  }

  // The key: the language cookie and Accept-Language choose the page; a member's session cookie does not split the cache.
  const keyPath = `/books/${encodeURIComponent(slugs[0] ?? '')}`;
  const key = [
    ['no cookie, no Accept-Language', {}, 'en'],
    ['language=de cookie and a session cookie', { cookie: `language=de; sid=${randomBytes(8).toString('hex')}` }, 'de'],
    ['language=de cookie, another session cookie', { cookie: `sid=${randomBytes(8).toString('hex')}; language=de` }, 'de'],
    ['Accept-Language: fr, it-IT, en', { 'accept-language': 'fr, it-IT, en' }, 'it'],
    ['Accept-Language: it', { 'accept-language': 'it' }, 'it'],
    ['Accept-Language: de;q=0.5, en;q=0.9', { 'accept-language': 'de;q=0.5, en;q=0.9' }, 'en'],
  ] as const;
  const keyRows: string[] = [];
  let keyRight = true;
  for (const [name, headers, expected] of key) {
    const seen = await throughProxy(keyPath, headers);
    keyRight &&= seen.lang === expected;
    keyRows.push(`| ${name} | ${expected} | ${seen.lang} | ${seen.hit ? 'hit' : 'miss'} |`);
  }

  const offload = 1 - proxyCounts.origin / Math.max(1, proxyCounts.hits + proxyCounts.misses);
  const worstWait = Math.max(...waits);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
  const lines = [
    '# The site behind a caching proxy (bench:cdn)',
    '',
    `Run ${new Date().toISOString()} on ${machine}, load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}.`,
    `${slugs.length} book pages (${warmed} asked for once before), each asked for by Zipf's law (s = ${ZIPF_S}) over its rank, ${CLIENTS} clients, ${seconds} s per run, the better of two rounds taking turns, a member rating a book every second throughout (${ratings} ratings). "Gateway" is the stack as deployed (gateway → API with its in-process and Redis page caches, and the worker); "proxy" is Varnish in front of that gateway with bench/cdn/starshelf.vcl, which keeps a page for its \`s-maxage\` (2 s) and serves it stale for its \`stale-while-revalidate\` (2 s) while it refetches.`,
    '',
    'Command: `DATABASE_URL=postgres://… npm run bench:cdn -w @starshelf/bench` (BENCH_SECONDS, SPREAD_WARM_PAGES).',
    '',
    '| run | p50 ms | p95 ms | p99 ms | pages/s | errors |',
    '|---|---|---|---|---|---|',
    runRow('through the gateway', direct),
    runRow('through the proxy in front of the gateway', cached),
    '',
    `Through the proxy: ${(cached.rps / Math.max(direct.rps, 0.01)).toFixed(2)}× the pages per second; its counters for that run: ${proxyCounts.hits} hits (${proxyCounts.graceHits} of them served stale while refetching), ${proxyCounts.misses} misses, ${proxyCounts.origin} requests to the origin, so the origin saw ${((1 - offload) * 100).toFixed(1)}% of the pages asked for.`,
    '',
    `A rating shows on the book's page through the proxy after ${waits.map((wait) => `${(wait / 1000).toFixed(2)} s`).join(', ')} (worst ${(worstWait / 1000).toFixed(2)} s: ${worstWait <= FRESHNESS_GOAL_MS ? 'meets' : 'misses'} the ≤ ${FRESHNESS_GOAL_MS / 1000} s goal). Without a purge, the bound is the proxy's s-maxage + stale-while-revalidate on top of the API's own freshness.`,
    '',
    `The cache key (the same book page, asked for in this order): ${keyRight ? 'every reader got the language they asked for' : 'A READER GOT THE WRONG LANGUAGE'}.`,
    '',
    '| reader sends | language expected | language served | proxy |',
    '|---|---|---|---|',
    ...keyRows,
  ];
  for (const line of lines) console.log(line);
  await writeFile(path.join(root, 'bench/results/cdn.md'), `${lines.join('\n')}\n`);
  if (!keyRight) process.exitCode = 1;
} finally {
  await stopAll();
}
