// npm run bench:scale: the catalogue's calls on databases of several sizes side by side
// (SCALE_DATABASES="3k=postgres://…,100k=postgres://…,1M=postgres://…", smallest first). On each:
// the community API (and the gateway for the pages and sitemaps) and the floor (floor-server.ts:
// the bare SQL doing the same essential work through pg), each call at 1 and 32 clients, then the
// long pieces of work timed one at a time (an import, a cold start, the migration check). Goals at
// the largest size; for every call that misses one, the plans of the SQL behind it.
// Writes through the API only as a member would (an import, erased with its bench member at the end).
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOK_SORTS } from '@starshelf/cms/catalogue';
import { LANGUAGE_QUERY_PARAM, LOCALES } from '@starshelf/contract';
import { childEnv, scaleConfig, type ScaleDatabase } from './config.js';
import { load, type LoadResult } from './load.js';
import { freePort, startUntilReady, untilResponsive, type Child } from './processes.js';
import { explainSlowest, planWarnings, startStatementLogApi } from './scale-explain.js';
import { scaleMember } from './scale-member.js';
import { IMPORT_ROWS, timeBareStart, timeColdStart, timeImport, timeMigrate, timeMigrationsRead } from './scale-once.js';
import { planSections, resultTable, verdicts, type CallPlans, type CallResults, type Cell, type Measured } from './scale-report.js';
import { loadScaleSamples, type ScaleSamples } from './scale-samples.js';
import { percentile } from './percentile.js';
import { untilDatabaseQuiet } from './quiet-database.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = scaleConfig();
const labels = config.databases.map((database) => database.label);
const encode = encodeURIComponent;
const CLIENTS = [1, 32] as const;
const COLD_STARTS = 3;
const MIGRATE_RUNS = 2;

type Paths = readonly string[] | (() => string);
type RequestCall = {
  name: string;
  /** Pages and sitemaps go through the gateway, as a browser or a crawler asks; the JSON calls straight to the API. */
  via: 'api' | 'gateway';
  ours: (samples: ScaleSamples) => Paths;
  floor: (samples: ScaleSamples) => string[];
  /** The one request whose SQL is explained when the call misses a goal. */
  explained: (samples: ScaleSamples) => string;
  isAdmin?: boolean;
  /** A page: its SQL runs on the first request only (then the page cache answers). */
  isPage?: boolean;
  /** Request headers of the call's usual client beyond the bench's own. */
  asks?: Record<string, string>;
};

// Crawlers ask for the sitemaps gzipped, as the API keeps them (decision 147).
const AS_A_CRAWLER = { 'accept-encoding': 'gzip' };

/** Hands out each path once, then starts over, counting the repeats (a repeat is served from the page cache). */
function eachOnce(paths: readonly string[]): { next: () => string; repeats: () => number } {
  let handedOut = 0;
  return { next: () => paths[handedOut++ % paths.length] ?? '/', repeats: () => Math.max(0, handedOut - paths.length) };
}

const LIST_FILTER = 'minRating=3';
const freshPages = new Map<string, ReturnType<typeof eachOnce>>();
const freshPagesOf = (samples: ScaleSamples) => {
  const key = samples.freshBookSlugs[0] ?? '';
  let cursor = freshPages.get(key);
  if (!cursor) {
    // The explained page is the last of them, so the measured ones never meet it.
    const pages = LOCALES.flatMap((language) => samples.freshBookSlugs.slice(0, -1).map((slug) => `/books/${encode(slug)}?${LANGUAGE_QUERY_PARAM}=${language}`));
    cursor = eachOnce(pages);
    freshPages.set(key, cursor);
  }
  return cursor;
};

const calls: RequestCall[] = [
  {
    name: 'autocomplete `/api/books/search?q=`',
    via: 'api',
    ours: (s) => s.queries.map((q) => `/api/books/search?q=${encode(q)}`),
    floor: (s) => s.queries.map((q) => `/books/search?q=${encode(q)}`),
    explained: (s) => `/api/books/search?q=${encode(s.queries[1] ?? 'dune')}`,
  },
  {
    name: 'search page `/api/search?q=`',
    via: 'api',
    ours: (s) => s.queries.map((q) => `/api/search?q=${encode(q)}`),
    floor: (s) => s.queries.map((q) => `/search?q=${encode(q)}`),
    explained: (s) => `/api/search?q=${encode(s.queries[1] ?? 'dune')}`,
  },
  {
    name: 'book modal `/api/books/{id}/modal-data`',
    via: 'api',
    ours: (s) => s.bookIds.map((id) => `/api/books/${id}/modal-data`),
    floor: (s) => s.bookIds.map((id) => `/modal-data/${id}`),
    explained: (s) => `/api/books/${s.bookIds[0]}/modal-data`,
  },
  ...BOOK_SORTS.map(
    (sort): RequestCall => ({
      name: `books list \`/api/books?${LIST_FILTER}&genre=…&sort=${sort}\``,
      via: 'api',
      ours: (s) => [`/api/books?${LIST_FILTER}&genre=${encode(s.genre)}&sort=${sort}`],
      floor: (s) => [`/list?${LIST_FILTER}&genre=${encode(s.genre)}&sort=${sort}`],
      explained: (s) => `/api/books?${LIST_FILTER}&genre=${encode(s.genre)}&sort=${sort}`,
    }),
  ),
  {
    name: 'author with the most books `/api/authors/{slug}`',
    via: 'api',
    ours: (s) => [`/api/authors/${encode(s.author.slug)}`],
    floor: (s) => [`/author/${s.author.id}`],
    explained: (s) => `/api/authors/${encode(s.author.slug)}`,
  },
  {
    name: 'its page `/authors/{slug}`',
    via: 'gateway',
    ours: (s) => [`/authors/${encode(s.author.slug)}`],
    floor: (s) => [`/author/${s.author.id}`],
    explained: (s) => `/authors/${encode(s.author.slug)}`,
    isPage: true,
  },
  {
    name: 'book with the most editions `/api/books/{slug}`',
    via: 'api',
    ours: (s) => [`/api/books/${encode(s.book.slug)}`],
    floor: (s) => [`/modal-data/${s.book.id}`],
    explained: (s) => `/api/books/${encode(s.book.slug)}`,
  },
  {
    name: 'its page `/books/{slug}`',
    via: 'gateway',
    ours: (s) => [`/books/${encode(s.book.slug)}`],
    floor: (s) => [`/modal-data/${s.book.id}`],
    explained: (s) => `/books/${encode(s.book.slug)}`,
    isPage: true,
  },
  { name: 'home `/api/home`', via: 'api', ours: () => ['/api/home'], floor: () => ['/home'], explained: () => '/api/home' },
  { name: 'home page `/`', via: 'gateway', ours: () => ['/'], floor: () => ['/home'], explained: () => '/', isPage: true },
  {
    name: 'book pages rendered afresh (each once, 3 languages)',
    via: 'gateway',
    ours: (s) => freshPagesOf(s).next,
    floor: (s) => s.bookIds.map((id) => `/modal-data/${id}`),
    explained: (s) => `/books/${encode(s.freshBookSlugs.at(-1) ?? '')}`,
    isPage: true,
  },
  {
    name: 'book pages from the page cache (20 popular)',
    via: 'gateway',
    ours: (s) => s.popularBookSlugs.map((slug) => `/books/${encode(slug)}`),
    floor: (s) => s.bookIds.slice(0, 20).map((id) => `/modal-data/${id}`),
    explained: (s) => `/books/${encode(s.popularBookSlugs[0] ?? '')}`,
    isPage: true,
  },
  {
    name: 'sitemap index `/sitemap.xml` (as served: cached)',
    via: 'gateway',
    ours: () => ['/sitemap.xml'],
    floor: () => ['/sitemap-index'],
    explained: () => '/sitemap.xml',
    isPage: true,
    asks: AS_A_CRAWLER,
  },
  {
    name: 'sitemap books file `/sitemaps/books-1.xml` (as served: cached, gzipped)',
    via: 'gateway',
    ours: () => ['/sitemaps/books-1.xml'],
    floor: () => ['/sitemap-books'],
    explained: () => '/sitemaps/books-1.xml',
    isPage: true,
    asks: AS_A_CRAWLER,
  },
  {
    name: 'analytics dashboard `/api/admin/analytics?range=30`',
    via: 'api',
    ours: () => ['/api/admin/analytics?range=30'],
    floor: () => ['/analytics'],
    explained: () => '/api/admin/analytics?range=30',
    isAdmin: true,
  },
];

const ONCE = {
  import: `import of ${IMPORT_ROWS.toLocaleString('en')} Goodreads rows, upload to done`,
  coldStart: 'cold start of the API to `/api/health` (floor: node + pg + `select 1`)',
  responsive: 'cold start of the API until `/api/health` answers in ≤ 200 ms twice (its start-up work done)',
  sitemapIndex: 'sitemap index built afresh (first request after a cold start)',
  sitemapBooks: 'sitemap books file built afresh (first request after a cold start)',
  migrate: '`npm run migrate` on a migrated database (floor: reading both migration tables)',
} as const;

/** Whether a call (or a piece of work timed once) is among those SCALE_CALLS chose; every one without it. */
const isChosen = (name: string) => config.calls === null || config.calls.some((part) => name.toLowerCase().includes(part));
const chosenCalls = calls.filter((call) => isChosen(call.name));

const results = new Map<string, CallResults>();
function record(name: string, kind: CallResults['kind'], clients: number, label: string, measured: Measured): void {
  const call = results.get(name) ?? { name, kind, clients: new Map() };
  results.set(name, call);
  const cells = call.clients.get(clients) ?? new Map<string, Measured>();
  call.clients.set(clients, cells);
  cells.set(label, measured);
}

const toCell = (result: LoadResult): Cell => ({
  p50: result.p50,
  p95: result.p95,
  rps: result.rps,
  errors: result.errors,
  ...(result.rps === 0 ? { note: 'no answer within the cell: lengthen BENCH_SECONDS' } : {}),
});
const timedCell = (values: number[]): Cell => ({ p50: percentile(values, 0.5), p95: percentile(values, 0.95), rps: null, errors: 0 });

// Each request from a client address of its own: the sitemap's and the page renders' per-address
// limits are for crawlers and readers, not for a load generator (the API trusts the loopback proxy).
let address = 0;
const ownAddress = () => {
  address += 1;
  return { 'X-Forwarded-For': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
};

const children: Child[] = [];
const stopAll = async () => {
  await Promise.all(children.map((child) => child.stop()));
  children.length = 0;
};
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

const samplesOf = new Map<string, ScaleSamples>();
const notes: string[] = [];

/**
 * Waits for the statements an earlier cell left running (the floor's until its statement timeout, the
 * API's queue after 32 clients) so that they do not share the two cores with the next cell's; notes a
 * wait that ran out.
 */
async function quietly(databaseUrl: string, before: string): Promise<void> {
  const { waitedMs, stillRunning } = await untilDatabaseQuiet(databaseUrl);
  if (stillRunning > 0) notes.push(`${stillRunning} statements of an earlier cell were still running after ${(waitedMs / 1000).toFixed(0)} s, before ${before}.`);
}

async function measure(database: ScaleDatabase): Promise<void> {
  const { label, url } = database;
  const samples = await loadScaleSamples(url);
  samplesOf.set(label, samples);
  console.log(`${label}: ${samples.books} books; author ${samples.author.slug} (${samples.author.books} books), book ${samples.book.slug} (${samples.book.editions} editions)`);
  const [apiPort, gatewayPort, floorPort, nowherePort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const base = { api: `http://127.0.0.1:${apiPort}`, gateway: `http://127.0.0.1:${gatewayPort}`, floor: `http://127.0.0.1:${floorPort}` };
  const admin = await scaleMember(url, 'SUPER_USER');
  const reader = await scaleMember(url, 'NORMAL_USER');
  try {
    children.push(
      await startUntilReady('node', ['community-api/dist/server.js'], {
        cwd: root,
        env: childEnv({ DATABASE_URL: url, API_PORT: String(apiPort), REDIS_URL: '', PAYLOAD_SECRET: 'bench-only-secret-0123456789', PAGE_RENDERS_PER_MINUTE: '1000000' }),
        readyUrl: `${base.api}/api/health`,
        timeoutMs: 300_000,
      }),
      // The standalone gateway (the compose file's `web`), from its sources as `npm start` runs them.
      await startUntilReady('node', ['--import', 'tsx', '--conditions=starshelf-source', '--input-type=module', '--eval', "await import('@starshelf/gateway/server')"], {
        cwd: root,
        env: childEnv({ PORT: String(gatewayPort), API_PORT: String(apiPort), CMS_PORT: String(nowherePort) }),
        readyUrl: `${base.gateway}/api/health`,
      }),
      await startUntilReady('node', ['--import', 'tsx', 'bench/src/floor-server.ts', url, String(floorPort)], { cwd: root, env: childEnv({ FLOOR_STATEMENT_TIMEOUT_MS: String((config.seconds + 1) * 1000) }), readyUrl: `${base.floor}/` }),
    );
    // Nothing is measured while the API is still busy with its start (the cold-start rows time that).
    await untilResponsive(`${base.api}/api/health`);
    const floors = new Map<string, LoadResult>();
    for (const call of chosenCalls) {
      const ours = call.ours(samples);
      const floorPaths = call.floor(samples);
      const headers = () => ({ ...ownAddress(), ...call.asks, ...(call.isAdmin ? admin.headers : {}) });
      for (const clients of CLIENTS) {
        // Each cell starts on a quiet database (`quietly`), after a second's warm-up before the first, so no call is measured cold.
        await quietly(url, `${call.name}, ${clients} clients`);
        if (clients === 1) await load(base[call.via], ours, clients, 1, { headers });
        const result = await load(base[call.via], ours, clients, config.seconds, { headers });
        const floorKey = `${floorPaths.join(' ')}|${clients}`;
        let floor = floors.get(floorKey);
        if (!floor) {
          await quietly(url, `the floor of ${call.name}, ${clients} clients`);
          // An administrator's call has the same session to look up on the floor.
          const floorHeaders = () => (call.isAdmin ? admin.headers : {});
          if (clients === 1) await load(base.floor, floorPaths, clients, 1, { headers: floorHeaders });
          floor = await load(base.floor, floorPaths, clients, config.seconds, { headers: floorHeaders });
          floors.set(floorKey, floor);
        }
        record(call.name, 'request', clients, label, { ours: toCell(result), floor: toCell(floor) });
        console.log(`${label} | ${call.name} | ${clients} | ours p50 ${result.p50} p95 ${result.p95.toFixed(1)} ${result.rps.toFixed(0)}/s (${result.errors} errors) | floor ${floor.rps.toFixed(0)}/s (${floor.errors} errors)`);
      }
    }
    const repeats = freshPagesOf(samples).repeats();
    if (repeats > 0) notes.push(`${label}: ${repeats} of the "rendered afresh" pages were asked for a second time (served from the cache): shorten BENCH_SECONDS or use more books.`);

    // The long pieces of work, one at a time.
    if (isChosen(ONCE.import)) {
      const importSeconds = await timeImport(base.api, url, reader.headers);
      record(ONCE.import, 'once', 1, label, { ours: timedCell([importSeconds * 1000]), floor: null });
      console.log(`${label} | import | ${importSeconds.toFixed(1)} s`);
    }
  } finally {
    await stopAll();
    await reader.close();
    await admin.close();
  }
  const isStarting = [ONCE.coldStart, ONCE.responsive, ONCE.sitemapIndex, ONCE.sitemapBooks].some(isChosen);
  if (isStarting) await timeColdStarts(label, url);
  if (isChosen(ONCE.migrate)) await timeMigrations(label, url);
}

/** The API started cold three times on the database, each time asked for the sitemaps it has not built yet. */
async function timeColdStarts(label: string, url: string): Promise<void> {
  const starts: number[] = [];
  const responsive: number[] = [];
  const bareStarts: number[] = [];
  const firstIndex: number[] = [];
  const firstBooks: number[] = [];
  for (let run = 0; run < COLD_STARTS; run += 1) {
    const started = await timeColdStart(root, url, async (apiBase) => {
      for (const [sitemap, times] of [['/sitemap.xml', firstIndex], ['/sitemaps/books-1.xml', firstBooks]] as const) {
        const begin = performance.now();
        try {
          const response = await fetch(`${apiBase}${sitemap}`);
          await response.text();
          times.push(performance.now() - begin);
        } catch (error) {
          notes.push(`${label}: ${sitemap} after a cold start failed (${String(error)}); that run is left out.`);
        }
      }
    });
    starts.push(started.healthyMs);
    responsive.push(started.responsiveMs);
    bareStarts.push(await timeBareStart(root, url));
  }
  record(ONCE.coldStart, 'once', 1, label, { ours: timedCell(starts), floor: timedCell(bareStarts) });
  record(ONCE.responsive, 'once', 1, label, { ours: timedCell(responsive), floor: timedCell(bareStarts) });
  record(ONCE.sitemapIndex, 'once', 1, label, { ours: timedCell(firstIndex), floor: null });
  record(ONCE.sitemapBooks, 'once', 1, label, { ours: timedCell(firstBooks), floor: null });
  console.log(`${label} | cold start ${percentile(starts, 0.5).toFixed(0)} ms`);
}

/** `npm run migrate` on the migrated database, beside reading its two migration tables. */
async function timeMigrations(label: string, url: string): Promise<void> {
  const migrations: number[] = [];
  const migrationReads: number[] = [];
  for (let run = 0; run < MIGRATE_RUNS; run += 1) {
    migrations.push(await timeMigrate(root, url));
    migrationReads.push(await timeMigrationsRead(root, url));
  }
  record(ONCE.migrate, 'once', 1, label, { ours: timedCell(migrations), floor: timedCell(migrationReads) });
  console.log(`${label} | migrate ${percentile(migrations, 0.5).toFixed(0)} ms`);
}

const started = new Date();
const loadBefore = os.loadavg();
const largest = config.databases.at(-1);
const isMeasuring = config.explain !== 'only';
const isExplainingAll = config.explain !== 'missed';
for (const database of config.databases) {
  if (isMeasuring) {
    await measure(database);
    // What is measured so far, in case a later size fails.
    await writeReport(null);
  } else samplesOf.set(database.label, await loadScaleSamples(database.url));
}

// The plans of the calls that miss a goal at the largest size (or of every call, SCALE_EXPLAIN=all).
const plans: CallPlans[] = [];
if (largest) {
  const samples = samplesOf.get(largest.label);
  const admin = await scaleMember(largest.url, 'SUPER_USER');
  const logApi = await startStatementLogApi(root, largest.url);
  try {
    for (const call of chosenCalls) {
      const measured = results.get(call.name);
      const isMissed = measured ? verdicts(measured, labels).some((verdict) => !verdict.isMet) : false;
      if (!samples || (!isMissed && !isExplainingAll)) continue;
      const requestPath = call.explained(samples);
      const statements = await logApi.statementsOf(requestPath, { headers: call.isAdmin ? admin.headers : {}, warm: call.isPage ? 0 : 1 });
      const explained = await explainSlowest(largest.url, statements);
      plans.push({ call: call.name, path: requestPath, label: largest.label, statements: explained, warnings: explained.flatMap((statement) => planWarnings(statement.plan)) });
      console.log(`plan: ${call.name}: ${statements.length} statements, ${explained.map((statement) => `${statement.ms.toFixed(1)} ms`).join(', ')}`);
    }
  } finally {
    await logApi.stop();
    await admin.close();
  }
}

/** The results so far; `plans` null: not taken yet. */
async function writeReport(plans: readonly CallPlans[] | null): Promise<void> {
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`;
  const sizes = config.databases.map((database) => `${database.label} = ${samplesOf.get(database.label)?.books ?? '?'} books (\`${new URL(database.url).pathname.slice(1)}\`)`).join(', ');
  const report = [
    '# The catalogue at several sizes (bench:scale)',
    '',
    `Run ${started.toISOString()} to ${new Date().toISOString()} on ${machine}; load average ${loadBefore.map((value) => value.toFixed(1)).join(' ')} before, ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} after; ${config.seconds} s per cell.`,
    `Sizes: ${sizes}.`,
    '',
    'Command: `SCALE_DATABASES="' +
      config.databases.map((database) => `${database.label}=postgres://…/${new URL(database.url).pathname.slice(1)}`).join(',') +
      `"${config.calls ? ` SCALE_CALLS="${config.calls.join(',')}"` : ''} BENCH_SECONDS=${config.seconds} npm run bench:scale -w @starshelf/bench\``,
    '',
    'Each cell: p50 / p95 in ms and requests per second (autocannon; p95 from every response). "ours" is the community API (pages and sitemaps',
    'through the gateway); "floor" is a bare node:http server answering with the bare SQL doing the same essential work through pg',
    '(bench/src/floor-server.ts, scale-floor-sql.ts). ours/floor: how many times the floor\'s requests per second it is (under load), or',
    'how many times its median (work timed one at a time). Growth: p95 at the largest size over p95 at the smallest. Goals at the largest size:',
    'p95 ≤ 50 ms at 1 client, ≤ 1.5× the floor at 32 clients, growth ≤ 2× (the work timed one at a time: growth only).',
    '',
    ...resultTable([...results.values()], labels),
    '',
    ...(notes.length > 0 ? ['Notes:', ...notes.map((note) => `- ${note}`), ''] : []),
    `## Plans at ${largest?.label ?? '–'} of the calls that miss a goal${isExplainingAll ? ` (and of every other call: SCALE_EXPLAIN=${config.explain})` : ''}`,
    '',
    'The statements the API ran for one request (logged by a second API with DATABASE_LOG_STATEMENTS_MS=0), the three slowest with',
    '`EXPLAIN (ANALYZE, BUFFERS)`, each in a transaction rolled back. A page is asked for once, unrendered.',
    '',
    ...(plans === null ? ['Not taken yet: the run stopped before the end.', ''] : plans.length > 0 ? planSections(plans) : ['Every call meets its goals.', '']),
  ].join('\n');
  // Plans alone are a look at a database, not a result: they go beside it, not over the results.
  const written = !isMeasuring ? 'bench/results/scale-plans.md' : config.calls ? 'bench/results/scale-selected.md' : 'bench/results/scale.md';
  await writeFile(path.join(root, written), report);
  console.log(`written to ${written}`);
}

await writeReport(plans);
