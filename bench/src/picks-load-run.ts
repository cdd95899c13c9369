// npm run bench:picks-load: the personal picks model's rating load (decision 140) timed beside the
// grouping in SQL it replaced (decision 136), on one database; both must choose the same ratings.
// Also the memory the built model keeps (decision 154): the heap and the typed arrays' buffers, and
// the longest the event loop is held by the build at once and in slices (decision 155).
import { mkdtemp } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bootCatalogue, buildCmsConfig, closeCatalogue } from '@starshelf/cms/payload';
import {
  BOOK_FACTS_SQL,
  buildPicksModel,
  buildPicksModelInSlices,
  loadBookFacts,
  loadRatingRows,
  MODEL_BOOKS_SQL,
  PICKS_MODEL_BOOKS,
  PICKS_MODEL_PAIRS,
  PICKS_READERS_BATCH,
  READERS_SQL,
} from '@starshelf/cms/catalogue/recommend';
import { benchConfig } from './config.js';
import { percentile } from './percentile.js';

const GROUPED_SQL = `with model_books as (
      select b.id from cms.books b where b.deleted_at is null and b._status = 'published' order by b.ratings_count desc nulls last, b.id limit $1),
    per_reader as (
      select r.user_id, count(*) as rated from community.book_ratings r join model_books m on m.id = r.book_id group by r.user_id),
    readers as (
      select user_id from (select user_id, sum(rated * rated) over (order by user_id) as pairs from per_reader) running where pairs <= $2)
  select r.user_id::text as user_id, r.book_id, r.rating
    from community.book_ratings r join model_books m on m.id = r.book_id join readers x on x.user_id = r.user_id
   order by r.user_id, r.book_id`;

// The two statements of the load as they were before decision 166, timed beside the product's.
const READERS_BEFORE_SQL = `select id::text as id from community.users where id > coalesce($1::uuid, '00000000-0000-0000-0000-000000000000') order by id limit $2`;
const BOOK_FACTS_BEFORE_SQL = `with model_books as (${MODEL_BOOKS_SQL})
  select b.id, b.damped_rating,
    array(select r.genres_id from cms.books_rels r where r.parent_id = b.id and r.path = 'genres' and r.genres_id is not null) as genre_ids,
    array(select m.mood from cms.book_moods m where m.book_id = b.id) as moods,
    array(select s.series_id from cms.books_all_series s where s._parent_id = b.id and s.series_id is not null) as series_ids
  from cms.books b join model_books using (id)`;
/** Batches of the readers walk read before and after, each round timed in turn (5 rounds). */
const WALKED_BATCHES = 10;
const ROUNDS = 5;

const { databaseUrl } = benchConfig();
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
/** Bytes the process keeps: its heap and the buffers under typed arrays, after a full collection. */
const kept = () => {
  collectGarbage();
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
};
/** The time `run` takes and the longest it kept the event loop from turning, in ms. */
async function held<T>(run: () => Promise<T>): Promise<{ value: T; ms: number; holdMs: number }> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  // The histogram records a delay when its timer fires: let it fire once before the work.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const started = performance.now();
  const value = await run();
  const ms = performance.now() - started;
  // One more turn, so a hold that ended the run is recorded.
  await new Promise((resolve) => setTimeout(resolve, 10));
  loop.disable();
  return { value, ms, holdMs: loop.max / 1e6 };
}

const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'starshelf-picks-load-'));
await bootCatalogue(buildCmsConfig({ databaseUrl, secret: 'bench-only-secret-0123456789', mediaDir }));
const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
try {
  const load = await held(() => Promise.all([loadRatingRows(), loadBookFacts()]));
  const [walked, books] = load.value;
  const walkMs = load.ms;
  const keptBefore = kept();
  const atOnce = await held(async () => buildPicksModel(walked, books));
  const buildMs = atOnce.ms;
  const model = atOnce.value;
  const modelMb = (kept() - keptBefore) / 1e6;
  const inSlices = await held(() => buildPicksModelInSlices(walked, books));
  const groupStart = performance.now();
  const { rows } = await pool.query<{ user_id: string; book_id: number; rating: number }>(GROUPED_SQL, [PICKS_MODEL_BOOKS, PICKS_MODEL_PAIRS]);
  const groupMs = performance.now() - groupStart;
  const grouped = rows.map((row) => ({ userId: row.user_id, bookId: row.book_id, rating: row.rating }));
  const isSame = JSON.stringify(grouped) === JSON.stringify(walked);
  console.log(
    `ratings ${walked.length} by ${new Set(walked.map((row) => row.userId)).size} readers; walk ${walkMs.toFixed(0)} ms, grouped in SQL ${groupMs.toFixed(0)} ms; model build ${buildMs.toFixed(0)} ms, ${model.neighbours.size} books, ${modelMb.toFixed(0)} MB kept; same ratings: ${isSame}`,
  );
  console.log(
    `event loop held at most: loading the ratings and facts ${load.holdMs.toFixed(0)} ms; build at once ${atOnce.holdMs.toFixed(0)} ms in ${buildMs.toFixed(0)} ms, in slices ${inSlices.holdMs.toFixed(0)} ms in ${inSlices.ms.toFixed(0)} ms (${(atOnce.holdMs / inSlices.holdMs).toFixed(1)}× shorter holds, ${(inSlices.ms / buildMs).toFixed(2)}× the time)`,
  );
  if (!isSame) process.exitCode = 1;
  await compareStatements(pool);
} finally {
  await pool.end();
  await closeCatalogue();
}

/** Milliseconds of `run`, and its answer. */
async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

/** The first WALKED_BATCHES batches of readers, by one statement: their ids, in walk order. */
async function walkReaders(pool: pg.Pool, sql: string): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let batch = 0; batch < WALKED_BATCHES; batch += 1) {
    const { rows }: { rows: { id: string }[] } = await pool.query<{ id: string }>(sql, [after, PICKS_READERS_BATCH]);
    if (rows.length === 0) break;
    ids.push(...rows.map((row) => row.id));
    after = rows.at(-1)!.id;
  }
  return ids;
}

/** Decision 166's two statements before and after, taking turns on one connection; answers compared. */
async function compareStatements(pool: pg.Pool): Promise<void> {
  const median = (values: number[]) => percentile(values, 0.5);
  const times = { readersBefore: [] as number[], readersAfter: [] as number[], factsBefore: [] as number[], factsAfter: [] as number[] };
  let isSame = true;
  for (let round = 0; round < ROUNDS; round += 1) {
    const readersBefore = await timed(() => walkReaders(pool, READERS_BEFORE_SQL));
    const readersAfter = await timed(() => walkReaders(pool, READERS_SQL));
    const factsBefore = await timed(() => pool.query<{ id: number }>(BOOK_FACTS_BEFORE_SQL, [PICKS_MODEL_BOOKS]));
    const factsAfter = await timed(() => pool.query<{ id: number }>(BOOK_FACTS_SQL, [PICKS_MODEL_BOOKS]));
    const facts = (result: { rows: unknown[] }) => JSON.stringify([...result.rows].sort((a, b) => (a as { id: number }).id - (b as { id: number }).id));
    isSame &&= JSON.stringify(readersBefore.value) === JSON.stringify(readersAfter.value) && facts(factsBefore.value) === facts(factsAfter.value);
    times.readersBefore.push(readersBefore.ms);
    times.readersAfter.push(readersAfter.ms);
    times.factsBefore.push(factsBefore.ms);
    times.factsAfter.push(factsAfter.ms);
  }
  const line = (what: string, before: number[], after: number[]) =>
    `${what}: before ${median(before).toFixed(1)} ms, after ${median(after).toFixed(1)} ms (${(median(before) / median(after)).toFixed(1)}× faster; medians of ${ROUNDS} rounds)`;
  console.log(line(`the first ${WALKED_BATCHES} batches of ${PICKS_READERS_BATCH} readers`, times.readersBefore, times.readersAfter));
  console.log(line(`the facts of the ${PICKS_MODEL_BOOKS} model books`, times.factsBefore, times.factsAfter));
  console.log(`same readers and facts before and after: ${isSame}`);
  if (!isSame) process.exitCode = 1;
}
