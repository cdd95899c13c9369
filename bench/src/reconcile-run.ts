// Decision 153: the periodic rating reconcile counted in the database, against the way it ran
// before (every rated item's figures read into Node and written back as arrays), side by side in
// one run on one database (DATABASE_URL) whose figures already agree, so both write nothing and the
// difference is the work of checking. Each run reports its time, the longest the process's event
// loop was held (what a request waiting on that process would wait) and its memory growth.
// `npm run bench:reconcile -w @starshelf/bench [-- runs]`
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { roundAverage } from '@starshelf/contract';
import { configureCatalogue, reconcileRatingAggregatesWithRatings, recomputeRatingAggregates, refreshSeriesRatings } from '@starshelf/cms/catalogue';
import { percentile } from './percentile.js';

const KINDS = [
  { kind: 'books', table: 'community.book_ratings', item: 'book_id' },
  { kind: 'authors', table: 'community.author_ratings', item: 'author_id' },
] as const;

type Measured = { ms: number; loopMaxMs: number; rssGrowthMb: number; corrected: number };

/** The reconcile before decision 153: the counted figures through Node and back. */
async function reconcileThroughNode(pool: pg.Pool): Promise<number> {
  let corrected = 0;
  for (const { kind, table, item } of KINDS) {
    const { rows } = await pool.query<{ item_id: number; average: string; count: string }>(
      `select ${item} as item_id, avg(rating) as average, count(*) as count from ${table} group by ${item}`,
    );
    const figures = rows.map((row) => ({ id: row.item_id, average: roundAverage(Number(row.average)), count: Number(row.count) }));
    corrected += (await recomputeRatingAggregates(kind, figures)).updated;
  }
  return corrected + (await refreshSeriesRatings());
}

/** The reconcile of decision 153 (what `reconcileRatingAggregates` runs). */
async function reconcileInDatabase(): Promise<number> {
  let corrected = 0;
  for (const { kind } of KINDS) corrected += await reconcileRatingAggregatesWithRatings(kind);
  return corrected + (await refreshSeriesRatings());
}

async function measure(run: () => Promise<number>): Promise<Measured> {
  global.gc?.();
  const loop = monitorEventLoopDelay({ resolution: 5 });
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 10);
  loop.enable();
  const started = performance.now();
  const corrected = await run();
  const ms = performance.now() - started;
  loop.disable();
  clearInterval(sampler);
  return { ms, loopMaxMs: loop.max / 1e6, rssGrowthMb: (rssPeak - rssBefore) / 1e6, corrected };
}

const median = (values: number[]) => percentile(values, 0.5);

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 3);
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
  configureCatalogue({ pool });
  const { rows: sizes } = await pool.query<{ books: string; ratings: string }>(
    `select (select count(*) from cms.books) as books, (select count(*) from community.book_ratings) as ratings`,
  );
  console.log(`# The rating reconcile (decision 153): ${sizes[0]?.books} books, ${sizes[0]?.ratings} book ratings, ${runs} runs each, alternating`);
  // Both first once, so neither pays for a cold cache the other warmed.
  await reconcileInDatabase();
  await reconcileThroughNode(pool);
  const before: Measured[] = [];
  const after: Measured[] = [];
  for (let run = 0; run < runs; run += 1) {
    before.push(await measure(() => reconcileThroughNode(pool)));
    after.push(await measure(reconcileInDatabase));
  }
  const row = (name: string, measured: Measured[]) =>
    `| ${name} | ${median(measured.map((m) => m.ms)).toFixed(0)} | ${median(measured.map((m) => m.loopMaxMs)).toFixed(0)} | ${median(measured.map((m) => m.rssGrowthMb)).toFixed(0)} | ${measured.map((m) => m.corrected).join(', ')} |`;
  console.log('| reconcile | ms (median) | event loop held, longest ms (median) | memory growth MB (median) | items corrected per run |');
  console.log('|---|---|---|---|---|');
  console.log(row('through Node (before)', before));
  console.log(row('in the database (now)', after));
  const ratio = (pick: (m: Measured) => number) => (median(before.map(pick)) / Math.max(median(after.map(pick)), 0.001)).toFixed(1);
  console.log(`\nBefore / now: time ${ratio((m) => m.ms)}×, longest hold of the event loop ${ratio((m) => m.loopMaxMs)}×.`);
  await pool.end();
}

await main();
