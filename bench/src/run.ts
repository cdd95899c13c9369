// npm run bench: our /api against the floor (minimal SQL through pg in a bare node:http server)
// and Payload's own REST, side by side in one run, at 1 and 32 concurrent clients.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchConfig, childEnv } from './config.js';
import { load, type LoadResult } from './load.js';
import { freePort, startUntilReady, type Child } from './processes.js';
import { loadSamples } from './samples.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = benchConfig();
const samples = await loadSamples(config.databaseUrl);
const encode = encodeURIComponent;

type Scenario = { name: string; ours: string[]; floor: string[]; payload: string[]; goals: { floor: number; payload: number } };

const scenarios: Scenario[] = [
  {
    name: 'autocomplete /api/books/search',
    ours: samples.queries.map((q) => `/api/books/search?q=${encode(q)}`),
    floor: samples.queries.map((q) => `/books/search?q=${encode(q)}`),
    payload: samples.queries.map((q) => `/cms/api/books?where[title][like]=${encode(q)}&limit=12&depth=0&locale=en`),
    goals: { floor: 1.5, payload: 5 },
  },
  {
    name: 'search page /api/search',
    ours: samples.queries.map((q) => `/api/search?q=${encode(q)}`),
    floor: samples.queries.map((q) => `/search?q=${encode(q)}`),
    // Payload has no cross-collection search: one collection's `like` stands in (a lower bound).
    payload: samples.queries.map((q) => `/cms/api/authors?where[name][like]=${encode(q)}&limit=8&depth=0&locale=en`),
    goals: { floor: 1.5, payload: 5 },
  },
  {
    name: 'modal /api/books/{id}/modal-data',
    ours: samples.bookIds.map((id) => `/api/books/${id}/modal-data`),
    floor: samples.bookIds.map((id) => `/modal-data/${id}`),
    payload: samples.bookIds.map((id) => `/cms/api/books/${id}?depth=2&locale=en`),
    goals: { floor: 1.5, payload: 3 },
  },
  {
    name: 'list /api/books?sort=rating&minRating=4',
    ours: ['/api/books?sort=rating&minRating=4'],
    floor: ['/books-by-rating'],
    payload: ['/cms/api/books?where[averageRating][greater_than_equal]=4&sort=-averageRating&limit=24&depth=1&locale=en'],
    goals: { floor: 2, payload: 3 },
  },
];

const children: Child[] = [];
const stopAll = () => Promise.all(children.map((child) => child.stop()));
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

const [apiPort, floorPort, payloadPort] = [await freePort(), await freePort(), await freePort()];
const base = (port: number) => `http://127.0.0.1:${port}`;
console.log('starting the API, the floor and Payload ...');
children.push(
  await startUntilReady('node', ['community-api/dist/server.js'], {
    cwd: root,
    env: childEnv({ DATABASE_URL: config.databaseUrl, API_PORT: String(apiPort), REDIS_URL: '', PAYLOAD_SECRET: 'bench-only-secret-0123456789' }),
    readyUrl: `${base(apiPort)}/api/health`,
  }),
  await startUntilReady('node', ['--import', 'tsx', 'bench/src/floor-server.ts', config.databaseUrl, String(floorPort)], {
    cwd: root,
    env: childEnv({}),
    readyUrl: `${base(floorPort)}/`,
  }),
);
let isPayloadRunning = false;
if (config.isPayloadIncluded) {
  try {
    children.push(
      await startUntilReady('node', ['../node_modules/next/dist/bin/next', 'start', '-p', String(payloadPort), '-H', '127.0.0.1'], {
        cwd: path.join(root, 'cms'),
        env: childEnv({ DATABASE_URL: config.databaseUrl, PAYLOAD_SECRET: 'bench-only-secret-0123456789' }),
        readyUrl: `${base(payloadPort)}/cms/api/books?limit=1`,
        timeoutMs: 120_000,
      }),
    );
    isPayloadRunning = true;
  } catch (error) {
    // The column needs the built admin (npm run build:admin -w @starshelf/cms); the rest still runs.
    console.warn(`Payload REST skipped: ${String(error).split('\n')[0]}`);
  }
}

const format = (result: LoadResult) =>
  `${result.p50.toFixed(2).padStart(7)} ${result.p99.toFixed(2).padStart(7)} ${result.rps.toFixed(0).padStart(7)}${result.errors ? ` (${result.errors} errors)` : ''}`;
const lines: string[] = [];
const say = (line: string) => {
  console.log(line);
  lines.push(line);
};

try {
  say(`| call | clients | ours p50/p99 ms, req/s | floor p50/p99 ms, req/s | payload p50/p99 ms, req/s | ours/floor (rps) | payload/ours (p50) |`);
  say('|---|---|---|---|---|---|---|');
  for (const scenario of scenarios) {
    for (const connections of [1, 32]) {
      // Warm each target briefly so the first measured second is not a cold start.
      await load(base(apiPort), scenario.ours, connections, 1);
      const ours = await load(base(apiPort), scenario.ours, connections, config.seconds);
      await load(base(floorPort), scenario.floor, connections, 1);
      const floor = await load(base(floorPort), scenario.floor, connections, config.seconds);
      let payload: LoadResult | undefined;
      if (isPayloadRunning) {
        await load(base(payloadPort), scenario.payload, connections, 1);
        payload = await load(base(payloadPort), scenario.payload, connections, config.seconds);
      }
      const floorRatio = floor.rps / ours.rps;
      const payloadRatio = payload ? payload.p50 / Math.max(ours.p50, 0.01) : undefined;
      say(
        `| ${scenario.name} | ${connections} | ${format(ours)} | ${format(floor)} | ${payload ? format(payload) : 'skipped'} | ` +
          `${floorRatio.toFixed(2)} (goal ≤ ${scenario.goals.floor}) | ${payloadRatio === undefined ? '-' : `${payloadRatio.toFixed(1)} (goal ≥ ${scenario.goals.payload})`} |`,
      );
    }
  }
} finally {
  await stopAll();
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`;
const report = [
  '# Benchmark results',
  '',
  `Run ${new Date().toISOString()} on ${machine}; ${samples.bookIds.length} sample books, ${samples.queries.length} sample queries, ${config.seconds} s per cell.`,
  '"ours/floor" is how many times more requests per second the floor serves (goal ≤ 1.5 for search and the book modal, ≤ 2 otherwise);',
  '"payload/ours" is how many times slower (median) Payload\'s REST answers (goal ≥ 5 for search, ≥ 3 for modal-data).',
  '',
  ...lines,
  '',
].join('\n');
await writeFile(path.join(root, 'bench/results/catalogue-api.md'), report);
console.log('written to bench/results/catalogue-api.md');
