// npm run bench:replicas: one API process against two on the same database, side by side in one
// run (docs/scaling.md §2). The readers ask for book pages and the books' JSON detail, each book
// drawn by Zipf's law (s = 1) over the 100,000 most-rated ones, 16 clients in all: all on the one
// process, or 8 on each of two processes sharing Redis (the page cache, decision 132), as two
// replicas behind a balancer would be. Outside CI: meant for the large synthetic catalogues
// (decision 131), DATABASE_URL=postgres://…/gen_1m.
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { bookSlug } from '@starshelf/contract';
import { childEnv } from './config.js';
import { load, type LoadResult } from './load.js';
import { freePort, startUntilReady, untilResponsive, type Child } from './processes.js';
import { isPublicSql } from './scale-floor-sql.js';
import { zipf } from './spread-load.js';

const CLIENTS = 16;
const BOOKS = 100_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const databaseUrl = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('bench:replicas needs DATABASE_URL of a seeded database');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/** The most-rated public books' page slugs, and how many public books there are. */
async function popularSlugs(): Promise<{ slugs: string[]; books: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; slug: string }>(
      `select b.id, b.slug from cms.books b where ${isPublicSql('b')} and b.slug is not null order by b.ratings_count desc nulls last, b.id limit ${BOOKS}`,
    );
    const count = await client.query<{ books: number }>(`select count(*)::int as books from cms.books b where ${isPublicSql('b')}`);
    return { slugs: rows.map((row) => bookSlug(row.slug, row.id)), books: count.rows[0]?.books ?? 0 };
  } finally {
    await client.end();
  }
}

const redisPrefix = `bench-replicas-${randomBytes(4).toString('hex')}`;
const children: Child[] = [];
async function startApi(): Promise<string> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = childEnv({
    DATABASE_URL: databaseUrl,
    API_PORT: String(port),
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    REDIS_PREFIX: redisPrefix,
    PUBLIC_URL: base,
    PAYLOAD_SECRET: 'bench-only-secret-0123456789',
    PAGE_RENDERS_PER_MINUTE: '1000000',
  });
  children.push(await startUntilReady('node', ['community-api/dist/server.js'], { cwd: root, env, readyUrl: `${base}/api/health`, timeoutMs: 300_000 }));
  await untilResponsive(`${base}/api/health`);
  return base;
}

/** Book pages and book details alternately, each book drawn by Zipf's law over its rank. */
function readerPaths(slugs: readonly string[], seed: number): () => string {
  const draw = zipf(slugs.length, 1, seed);
  let page = false;
  return () => {
    const slug = encodeURIComponent(slugs[draw()] ?? '');
    page = !page;
    return page ? `/books/${slug}` : `/api/books/${slug}`;
  };
}

/** The clients spread evenly over the processes at `bases`; requests per second summed, the worst p95. */
async function across(bases: readonly string[], slugs: readonly string[], seed: number): Promise<LoadResult> {
  const each = await Promise.all(bases.map((base, index) => load(base, readerPaths(slugs, seed + index), CLIENTS / bases.length, seconds)));
  return {
    p50: Math.max(...each.map((run) => run.p50)),
    p95: Math.max(...each.map((run) => run.p95)),
    p99: Math.max(...each.map((run) => run.p99)),
    rps: each.reduce((sum, run) => sum + run.rps, 0),
    errors: each.reduce((sum, run) => sum + run.errors, 0),
  };
}

try {
  const { slugs, books } = await popularSlugs();
  console.log(`${slugs.length} books, ${CLIENTS} clients, ${seconds} s per run; starting two API processes ...`);
  const [first, second] = [await startApi(), await startApi()];
  if (!first || !second) throw new Error('bench:replicas started no API');
  // Warm both alike: the shared page cache and each process's own memory.
  await across([first, second], slugs, 1);
  const better = (kept: LoadResult | undefined, run: LoadResult) => (kept && kept.rps >= run.rps ? kept : run);
  let one: LoadResult | undefined;
  let two: LoadResult | undefined;
  for (let round = 0; round < 2; round += 1) {
    one = better(one, await across([first], slugs, 10 + round));
    two = better(two, await across([first, second], slugs, 20 + round));
  }
  if (!one || !two) throw new Error('bench:replicas measured nothing');
  const row = (name: string, run: LoadResult) => `| ${name} | ${run.p50.toFixed(1)} | ${run.p95.toFixed(1)} | ${run.rps.toFixed(0)} | ${run.errors} |`;
  const lines = [
    '# One API process or two (bench:replicas)',
    '',
    `Run ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}.`,
    `${books.toLocaleString('en')} public books; the readers ask for a book page and a book's JSON detail in turn, each book drawn by Zipf's law (s = 1) over the ${slugs.length.toLocaleString('en')} most-rated, ${CLIENTS} clients, ${seconds} s per run, the better of two rounds taking turns; both processes share Redis (the page cache). PostgreSQL, Redis and the load generator run on the same machine.`,
    '',
    `Command: \`DATABASE_URL=postgres://…/gen_1m npm run bench:replicas -w @starshelf/bench\``,
    '',
    '| API processes | p50 ms (worst) | p95 ms (worst) | requests/s | errors |',
    '|---|---|---|---|---|',
    row('one', one),
    row('two', two),
    '',
    `Two processes: ${(two.rps / Math.max(one.rps, 0.01)).toFixed(2)}× the requests per second of one, on ${os.cpus().length} cores shared with PostgreSQL.`,
  ];
  for (const line of lines) console.log(line);
  await writeFile(path.join(root, 'bench/results/replicas.md'), `${lines.join('\n')}\n`);
} finally {
  await Promise.all(children.map((child) => child.stop()));
}
