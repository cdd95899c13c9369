// npm run bench:ssr: a server-rendered book page (/books/{slug}) against its JSON call
// (/api/books/{slug}), both through the gateway in front of the API, side by side in one run at 1
// and 32 concurrent clients. "cached": the same few pages again and again (the API's page cache
// serves them, as in steady state); "uncached": every request a page not rendered before (another
// book, or the same in another language), so each one renders afresh (fetchApi to the API
// included), against the JSON of those books (the API keeps no JSON answers). A made-up query
// parameter would not do: the page cache keys on the page's own address. Goal: page ≤ 2× the JSON call.
// Then today's renderer side by side with the old one (decision 115): two API processes that keep
// no page (every request renders afresh), one with today's renderer calling the API's routes in
// process as the API does, one with the renderer of the last commit before that change
// (baseline-renderer.ts builds it once) fetching its data over HTTP from its own address as it did
// (http-page-data.ts), asked for the same pages directly. Goal: today's ≥ 1.5× the pages per second of the old.
// Needs the renderer (npm run build -w @starshelf/frontend leaves frontend/dist-ssr/render-page.js).
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_QUERY_PARAM, LOCALES, MAX_PAGE_SIZE, PAGE_RENDERER_DIR, PAGE_RENDERER_FILE } from '@starshelf/contract';
import { BASELINE_COMMIT, baselineRenderer } from './baseline-renderer.js';
import { benchConfig, childEnv } from './config.js';
import { load, type LoadResult } from './load.js';
import { freePort, startUntilReady, type Child } from './processes.js';

const GOAL_RATIO = 2;
const DATA_SOURCE_GOAL = 1.5;
const BOOKS = 20;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = benchConfig();
const rendererFile = path.join(root, 'frontend', PAGE_RENDERER_DIR, PAGE_RENDERER_FILE);
if (!existsSync(rendererFile)) throw new Error(`bench:ssr needs the page renderer at ${rendererFile}: run npm run build -w @starshelf/frontend first`);

const children: Child[] = [];
const stopAll = () => Promise.all(children.map((child) => child.stop()));
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

const [apiPort, gatewayPort, nowherePort, inProcessPort, overHttpPort] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
const gateway = `http://127.0.0.1:${gatewayPort}`;
console.log('starting the API and the gateway ...');
children.push(
  await startUntilReady('node', ['community-api/dist/server.js'], {
    cwd: root,
    // One client asks for every page afresh: far past the renders one reader may cause (decision 105).
    env: childEnv({ DATABASE_URL: config.databaseUrl, API_PORT: String(apiPort), REDIS_URL: '', PAYLOAD_SECRET: 'bench-only-secret-0123456789', PAGE_RENDERS_PER_MINUTE: '1000000' }),
    readyUrl: `http://127.0.0.1:${apiPort}/api/health`,
  }),
  // The standalone gateway (the compose file's `web`), from its sources as `npm start` runs them.
  await startUntilReady('node', ['--import', 'tsx', '--conditions=starshelf-source', '--input-type=module', '--eval', "await import('@starshelf/gateway/server')"], {
    cwd: root,
    env: childEnv({ PORT: String(gatewayPort), API_PORT: String(apiPort), CMS_PORT: String(nowherePort) }),
    readyUrl: `${gateway}/api/health`,
  }),
);
const oldRenderer = baselineRenderer(root);
const dataSources = [
  { name: 'today', port: inProcessPort, mode: 'in-process', renderer: [] },
  { name: 'old', port: overHttpPort, mode: 'http', renderer: [oldRenderer] },
] as const;
const sourcePids = new Map<string, number>();
for (const source of dataSources) {
  const child = await startUntilReady('node', ['--import', 'tsx', 'bench/src/ssr-api-server.ts', source.mode, String(source.port), ...source.renderer], {
      cwd: root,
      env: childEnv({}),
      readyUrl: `http://127.0.0.1:${source.port}/api/health`,
  });
  children.push(child);
  if (child.process.pid !== undefined) sourcePids.set(source.mode, child.process.pid);
}

/**
 * The CPU seconds a process has used (user and system, from /proc): what a page costs the API
 * whatever else the machine is doing, where requests per second also count the waits for a core.
 */
async function cpuSeconds(pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are the 12th and 13th fields after the command, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const format = (result: LoadResult) =>
  `${result.p50.toFixed(2)} / ${result.p99.toFixed(2)} ms, ${result.rps.toFixed(0)} req/s${result.errors ? ` (${result.errors} errors)` : ''}`;
const lines: string[] = [];
const say = (line: string) => {
  console.log(line);
  lines.push(line);
};

type BookPage = { data: { items: { slug: string }[]; hasMore: boolean } };

/** Every book's slug, best rated first. */
async function bookSlugs(): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${gateway}/api/books?sort=rating&limit=${MAX_PAGE_SIZE}&page=${page}`);
    const body = (await response.json()) as BookPage;
    slugs.push(...body.data.items.map((item) => item.slug));
    if (!body.data.hasMore) break;
  }
  if (slugs.length === 0) throw new Error('the database holds no books: seed it first (npm run seed)');
  return slugs;
}

/**
 * Hands out each path once, then starts over. A repeat would be served from the page cache, so the
 * run counts them and fails once the cell is over (a throw inside the load generator would end the
 * process and leave the API and the gateway running).
 */
function eachOnce(paths: readonly string[]): { next: () => string; repeats: () => number } {
  let handedOut = 0;
  return {
    next: () => paths[handedOut++ % paths.length] ?? '/',
    repeats: () => Math.max(0, handedOut - paths.length),
  };
}

/** A shell in place of the page would make the comparison meaningless: the API must really render. */
async function expectRendered(pagePath: string, base = gateway): Promise<void> {
  const response = await fetch(`${base}${pagePath}`);
  await response.text();
  if (response.status !== 200 || !String(response.headers.get('cache-control')).includes('s-maxage')) {
    throw new Error(`${pagePath} was not server-rendered (status ${response.status}, Cache-Control ${response.headers.get('cache-control')})`);
  }
}

try {
  const slugs = await bookSlugs();
  const pageOf = (slug: string) => `/books/${encodeURIComponent(slug)}`;
  const jsonOf = (slug: string) => `/api/books/${encodeURIComponent(slug)}`;
  const cachedSlugs = slugs.slice(0, BOOKS);
  // Rendered once by the check below and then again and again by the cached scenario.
  await expectRendered(pageOf(cachedSlugs[0] ?? ''));
  const fresh = slugs.slice(BOOKS);
  const freshPages = LOCALES.flatMap((language) => fresh.map((slug) => `${pageOf(slug)}?${LANGUAGE_QUERY_PARAM}=${language}`));
  const freshSource = eachOnce(freshPages);
  const scenarios = [
    { name: 'cached (steady state)', page: cachedSlugs.map(pageOf), json: cachedSlugs.map(jsonOf) },
    { name: 'uncached (every request a page not rendered before)', page: freshSource.next, json: fresh.map(jsonOf) },
  ];
  say('| scenario | clients | page p50 / p99, req/s | JSON p50 / p99, req/s | page/JSON p50 | JSON/page req/s |');
  say('|---|---|---|---|---|---|');
  for (const scenario of scenarios) {
    for (const connections of [1, 32]) {
      // A second's warm-up each, so neither side is measured cold.
      await load(gateway, scenario.page, connections, 1);
      const page = await load(gateway, scenario.page, connections, config.seconds);
      if (freshSource.repeats() > 0) throw new Error(`bench:ssr asked for ${freshSource.repeats()} pages twice (only ${freshPages.length} are new): shorten BENCH_SECONDS`);
      await load(gateway, scenario.json, connections, 1);
      const api = await load(gateway, scenario.json, connections, config.seconds);
      const latency = page.p50 / Math.max(api.p50, 0.01);
      const throughput = api.rps / Math.max(page.rps, 0.01);
      const verdict = latency <= GOAL_RATIO && throughput <= GOAL_RATIO ? 'meets' : 'misses';
      say(`| ${scenario.name} | ${connections} | ${format(page)} | ${format(api)} | ${latency.toFixed(2)} | ${throughput.toFixed(2)} (${verdict} ≤ ${GOAL_RATIO}) |`);
    }
  }

  // Today's renderer and the old one: the same pages, each rendered afresh by both processes in turn
  // (identical requests at once share one render, so every scenario has more pages than clients).
  const pagesOf = (paths: readonly string[]) => LOCALES.flatMap((language) => paths.map((pagePath) => `${pagePath}${pagePath.includes('?') ? '&' : '?'}${LANGUAGE_QUERY_PARAM}=${language}`));
  const sourceScenarios = [
    { name: 'book pages', pages: pagesOf(fresh.map(pageOf)) },
    // One list per publication year: as many pages as the books give, so 32 clients never share a render.
    { name: 'book lists by year', pages: pagesOf(Array.from({ length: 125 }, (_, index) => `/books?year=${1900 + index}`)) },
  ];
  for (const source of dataSources) await expectRendered(`/books/${encodeURIComponent(fresh[0] ?? '')}`, `http://127.0.0.1:${source.port}`);
  say('');
  say('| pages rendered afresh | clients | today (data in process) p50 / p99, req/s, API CPU | old (data over HTTP) p50 / p99, req/s, API CPU | today/old req/s | old/today CPU per page |');
  say('|---|---|---|---|---|---|');
  for (const scenario of sourceScenarios) {
    for (const connections of [1, 32]) {
      // Two rounds, the sources taking turns, and the better of each kept: other work on the
      // machine then weighs on both alike rather than on whichever ran while it did.
      const best = new Map<string, LoadResult>();
      const cpu = new Map<string, { seconds: number; pages: number }>();
      for (let round = 0; round < 2; round += 1) {
        for (const source of dataSources) {
          const base = `http://127.0.0.1:${source.port}`;
          await load(base, scenario.pages, connections, 1);
          const before = await cpuSeconds(sourcePids.get(source.mode));
          const result = await load(base, scenario.pages, connections, config.seconds);
          const used = cpu.get(source.mode) ?? { seconds: 0, pages: 0 };
          cpu.set(source.mode, { seconds: used.seconds + (await cpuSeconds(sourcePids.get(source.mode))) - before, pages: used.pages + result.rps * config.seconds });
          const kept = best.get(source.mode);
          if (!kept || result.rps > kept.rps) best.set(source.mode, result);
        }
      }
      const [local, remote] = [best.get('in-process'), best.get('http')];
      if (!local || !remote) throw new Error('bench:ssr measured no renderer');
      const cpuPerPage = (mode: string) => {
        const used = cpu.get(mode);
        return used && used.pages > 0 ? (used.seconds * 1000) / used.pages : Number.NaN;
      };
      const [localCpu, remoteCpu] = [cpuPerPage('in-process'), cpuPerPage('http')];
      const ratio = local.rps / Math.max(remote.rps, 0.01);
      const verdict = ratio >= DATA_SOURCE_GOAL ? 'meets' : 'misses';
      say(
        `| ${scenario.name} | ${connections} | ${format(local)}, ${localCpu.toFixed(1)} CPU ms/page | ${format(remote)}, ${remoteCpu.toFixed(1)} CPU ms/page | ${ratio.toFixed(2)} (${verdict} ≥ ${DATA_SOURCE_GOAL}) | ${(remoteCpu / localCpu).toFixed(2)} |`,
      );
    }
  }
} finally {
  await stopAll();
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`;
const report = [
  "# Server-rendered pages: a book page vs its JSON call, and today's renderer vs the old one (bench:ssr)",
  '',
  `Run ${new Date().toISOString()} on ${machine}, load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}; ${config.seconds} s per cell.`,
  `First table, both through the gateway: the page costs at most ${GOAL_RATIO}× the JSON call (latency p50 and requests per second).`,
  `Second table, straight to two API processes that keep no page (each cell the better of two rounds, the two taking turns): today's renderer, reading its data in process, serves at least ${DATA_SOURCE_GOAL}× the pages per second of the old renderer (commit ${BASELINE_COMMIT.slice(0, 7)}, the last before that change, built from its own sources), which read its data over HTTP from its own address. Both run in today's API, with today's routes answering the data calls. The API process's own CPU time per page (both rounds) is shown beside it: it is what the machine's other work disturbs least.`,
  '',
  ...lines,
  '',
].join('\n');
await writeFile(path.join(root, 'bench/results/ssr.md'), report);
console.log('written to bench/results/ssr.md');
