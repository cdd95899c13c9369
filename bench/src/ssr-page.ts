// npm run bench:ssr: a server-rendered book page (/books/{slug}) against its JSON call
// (/api/books/{slug}), both through the gateway in front of the API, side by side in one run at 1
// and 32 concurrent clients. "cached": the same few pages again and again (the API's page cache
// serves them, as in steady state); "uncached": every request a page not rendered before (another
// book, or the same in another language), so each one renders afresh (fetchApi to the API
// included), against the JSON of those books (the API keeps no JSON answers). A made-up query
// parameter would not do: the page cache keys on the page's own address. Goal: page ≤ 2× the JSON call.
// Then today's API side by side with the old one (decision 118): today's server, whose pages call
// the API's routes in process, and the server of the last commit before that change (baseline-api.ts
// builds it once from its own sources), whose pages fetched their data over HTTP from its own
// address, each asked directly for the same pages, every one a page that server has not rendered
// before. Goal: today's ≥ 1.5× the pages per second of the old.
// Needs the renderer (npm run build -w @starshelf/frontend leaves frontend/dist-ssr/render-page.js).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_QUERY_PARAM, LOCALES, MAX_PAGE_SIZE, PAGE_RENDERER_DIR, PAGE_RENDERER_FILE } from '@starshelf/contract';
import { BOOK_SORTS } from '@starshelf/cms/catalogue';
import { BASELINE_COMMIT, BASELINE_SERVER, baselineApi } from './baseline-api.js';
import { benchConfig, childEnv } from './config.js';
import { load, type LoadResult } from './load.js';
import { freePort, startUntilReady, type Child } from './processes.js';
import { writeHead } from './report-sections.js';

const GOAL_RATIO = 2;
const RENDER_GOAL = 1.5;
/** The lowest-rating filter's values the lists are asked with (none, and three of the filter's own). */
const MIN_RATINGS = ['', '2', '3', '4'];
const BOOKS = 20;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = benchConfig();
const rendererFile = path.join(root, 'frontend', PAGE_RENDERER_DIR, PAGE_RENDERER_FILE);
if (!existsSync(rendererFile)) throw new Error(`bench:ssr needs the page renderer at ${rendererFile}: run npm run build -w @starshelf/frontend first`);

const children: Child[] = [];
const stopAll = () => Promise.all(children.map((child) => child.stop()));
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

const [apiPort, gatewayPort, nowherePort, todayPort, oldPort] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
const gateway = `http://127.0.0.1:${gatewayPort}`;
const apiEnv = (port: number) =>
  // One client asks for every page afresh: far past the renders one reader may cause (decision 105).
  childEnv({ DATABASE_URL: config.databaseUrl, API_PORT: String(port), REDIS_URL: '', PAYLOAD_SECRET: 'bench-only-secret-0123456789', PAGE_RENDERS_PER_MINUTE: '1000000' });
console.log('starting the API and the gateway ...');
children.push(
  await startUntilReady('node', ['community-api/dist/server.js'], {
    cwd: root,
    env: apiEnv(apiPort),
    readyUrl: `http://127.0.0.1:${apiPort}/api/health`,
  }),
  // The standalone gateway (the compose file's `web`), from its sources as `npm start` runs them.
  await startUntilReady('node', ['--import', 'tsx', '--conditions=starshelf-source', '--input-type=module', '--eval', "await import('@starshelf/gateway/server')"], {
    cwd: root,
    env: childEnv({ PORT: String(gatewayPort), API_PORT: String(apiPort), CMS_PORT: String(nowherePort) }),
    readyUrl: `${gateway}/api/health`,
  }),
);
const baseline = baselineApi(root);
const servers = [
  { name: 'today', port: todayPort, cwd: root },
  { name: 'old', port: oldPort, cwd: baseline },
] as const;
const serverPids = new Map<string, number>();
for (const server of servers) {
  const child = await startUntilReady('node', [BASELINE_SERVER], { cwd: server.cwd, env: apiEnv(server.port), readyUrl: `http://127.0.0.1:${server.port}/api/health` });
  children.push(child);
  if (child.process.pid !== undefined) serverPids.set(server.name, child.process.pid);
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

  // Today's server and the old one: the same pages in the same order, each server asked for every
  // page once at most, so each one is rendered afresh (a repeat would be served from its page cache).
  const inEachLanguage = (paths: readonly string[]) =>
    paths.flatMap((pagePath) => LOCALES.map((language) => `${pagePath}${pagePath.includes('?') ? '&' : '?'}${LANGUAGE_QUERY_PARAM}=${language}`));
  const years = Array.from({ length: 125 }, (_, index) => 1900 + index);
  const listPaths = years.flatMap((year) => BOOK_SORTS.flatMap((sort) => MIN_RATINGS.map((minRating) => `/books?year=${year}&sort=${sort}${minRating ? `&minRating=${minRating}` : ''}`)));
  const serverScenarios = [
    { name: 'book pages', pages: inEachLanguage(fresh.map(pageOf)) },
    { name: 'book lists (year, sort, lowest rating)', pages: inEachLanguage(listPaths) },
  ];
  for (const server of servers) await expectRendered(`/books/${encodeURIComponent(slugs[0] ?? '')}?${LANGUAGE_QUERY_PARAM}=en`, `http://127.0.0.1:${server.port}`);
  say('');
  say(`| pages rendered afresh | clients | today p50 / p99, req/s, API CPU | old (${BASELINE_COMMIT.slice(0, 7)}) p50 / p99, req/s, API CPU | today/old req/s | old/today CPU per page |`);
  say('|---|---|---|---|---|---|');
  for (const scenario of serverScenarios) {
    const cursors = new Map(servers.map((server) => [server.name, eachOnce(scenario.pages)]));
    for (const connections of [1, 32]) {
      // Two rounds, the servers taking turns, and the better of each kept: other work on the
      // machine then weighs on both alike rather than on whichever ran while it did.
      const best = new Map<string, LoadResult>();
      const cpu = new Map<string, { seconds: number; pages: number }>();
      for (let round = 0; round < 2; round += 1) {
        for (const server of servers) {
          const base = `http://127.0.0.1:${server.port}`;
          const cursor = cursors.get(server.name) ?? eachOnce(scenario.pages);
          await load(base, cursor.next, connections, 1);
          const before = await cpuSeconds(serverPids.get(server.name));
          const result = await load(base, cursor.next, connections, config.seconds);
          if (cursor.repeats() > 0) throw new Error(`bench:ssr asked ${server.name}'s server for ${cursor.repeats()} ${scenario.name} twice: shorten BENCH_SECONDS`);
          const used = cpu.get(server.name) ?? { seconds: 0, pages: 0 };
          cpu.set(server.name, { seconds: used.seconds + (await cpuSeconds(serverPids.get(server.name))) - before, pages: used.pages + result.rps * config.seconds });
          const kept = best.get(server.name);
          if (!kept || result.rps > kept.rps) best.set(server.name, result);
        }
      }
      const [today, old] = [best.get('today'), best.get('old')];
      if (!today || !old) throw new Error('bench:ssr measured no server');
      const cpuPerPage = (name: string) => {
        const used = cpu.get(name);
        return used && used.pages > 0 ? (used.seconds * 1000) / used.pages : Number.NaN;
      };
      const [todayCpu, oldCpu] = [cpuPerPage('today'), cpuPerPage('old')];
      const ratio = today.rps / Math.max(old.rps, 0.01);
      const verdict = ratio >= RENDER_GOAL ? 'meets' : 'misses';
      say(
        `| ${scenario.name} | ${connections} | ${format(today)}, ${todayCpu.toFixed(1)} CPU ms/page | ${format(old)}, ${oldCpu.toFixed(1)} CPU ms/page | ${ratio.toFixed(2)} (${verdict} ≥ ${RENDER_GOAL}) | ${(oldCpu / todayCpu).toFixed(2)} |`,
      );
    }
  }
} finally {
  await stopAll();
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`;
const report = [
  "# Server-rendered pages: a book page vs its JSON call, and pages rendered afresh by today's API vs the old one (bench:ssr)",
  '',
  `Run ${new Date().toISOString()} on ${machine}, load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}; ${config.seconds} s per cell.`,
  `First table, both through the gateway: the page costs at most ${GOAL_RATIO}× the JSON call (latency p50 and requests per second).`,
  `Second table, straight to two API servers (each cell the better of two rounds, the two taking turns), each asked for pages it has not rendered before: today's server, whose pages read their data in process, serves at least ${RENDER_GOAL}× the pages per second of the server of commit ${BASELINE_COMMIT.slice(0, 7)} (the last before that change, built from its own sources), whose pages read their data over HTTP from its own address. The API process's own CPU time per page (both rounds) is shown beside it: it is what the machine's other work disturbs least.`,
  '',
  ...lines,
  '',
].join('\n');
await writeHead(path.join(root, 'bench/results/ssr.md'), report);
console.log('written to bench/results/ssr.md');
