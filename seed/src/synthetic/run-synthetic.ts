import {
  notifyCatalogueChanged,
  poolExecutor,
  refreshSearchDocuments,
  refreshSeriesRatings,
  type SearchSourceRow,
  withDerivedText,
} from '@starshelf/cms/catalogue';
import { assignSlugs, readSlugs } from '@starshelf/cms/catalogue/import';
import type { Pool, PoolClient } from 'pg';

import { type Reporter, silentReporter } from '../import/reporter.js';
import { CopyRows, textArray } from './copy.js';
import { type BookBatchContext, SYNTHETIC_READER_PREFIX, generateBookBatch, readerLocale, readerUuid } from './generate-books.js';
import { dropLoadIndexes, droppedDefinitions, restoreDefinition } from './indexes.js';
import { Random, Zipf } from './random.js';
import { type SyntheticShape, syntheticShape } from './shape.js';
import { type RunPlan, doneSteps, ensureStateTables, finishRun, readPlan, recordStep, savePlan, stepTimes } from './state.js';
import { inTransaction } from './transaction.js';
import { country, personName, placeName, seriesName } from './vocabulary.js';

// Losing the last commits in a server crash is harmless here: their steps are not recorded either.
const LOAD_SETTINGS = ['set local synchronous_commit = off'];

export interface SyntheticOptions {
  books: number;
  seed: number;
  reporter?: Reporter;
  /** Books per batch (one transaction each). */
  batchSize?: number;
  /** Stops (throws SyntheticStopped) once this step is recorded: how the tests interrupt a run. */
  stopAfter?: string;
}

export class SyntheticStopped extends Error {
  constructor(step: string) {
    super(`stopped after step ${step}`);
    this.name = 'SyntheticStopped';
  }
}

export interface SyntheticSummary {
  books: number;
  ratings: number;
  /** Per stage (the part of a step's name before ':'): rows written and milliseconds, over all runs. */
  stages: { stage: string; rows: number; ms: number }[];
  /** Steps this run skipped because an earlier run had finished them. */
  skipped: number;
  totalMs: number;
}

const AUTHOR_BATCH = 50_000;
const READER_BATCH = 100_000;

/** The ids the run adds after: the tables' current maxima, read once and kept in the run's record. */
async function planRun(pool: Pool, books: number, seed: number): Promise<RunPlan> {
  const max = async (table: string) =>
    Number((await pool.query<{ max: number | null }>(`select coalesce(max(id), 0)::int as max from ${table}`)).rows[0]?.max ?? 0);
  const genres = await pool.query<{ id: number }>('select id from cms.genres order by id');
  const categories = await pool.query<{ award_id: number; name: string }>(
    'select c._parent_id as award_id, c.name from cms.awards_categories c where c.name is not null order by c._parent_id, c._order',
  );
  if (genres.rows.length === 0 || categories.rows.length === 0) {
    throw new Error('The database holds no genres or award categories: seed the real catalogue first (npm run seed).');
  }
  return {
    books,
    seed,
    bookBase: await max('cms.books'),
    authorBase: await max('cms.authors'),
    seriesBase: await max('cms.series'),
    editionBase: await max('cms.editions'),
    genreIds: genres.rows.map((r) => r.id),
    awardCategories: categories.rows.map((r) => ({ awardId: r.award_id, category: r.name })),
  };
}


/**
 * Adds a synthetic catalogue of `books` books after the real one (decision 131), in steps that each
 * commit with their record in synthetic.steps: a run started again with the same arguments skips
 * what is recorded and continues. The pool is the catalogue's database (Payload's pool in the CLI).
 */
export async function runSynthetic(pool: Pool, options: SyntheticOptions): Promise<SyntheticSummary> {
  // One run at a time per database: two would rebuild the same indexes and write the same batches.
  const lock = await pool.connect();
  try {
    const { rows } = await lock.query<{ locked: boolean }>("select pg_try_advisory_lock(hashtext('starshelf synthetic catalogue')) as locked");
    if (!rows[0]?.locked) throw new Error('Another synthetic run is writing to this database: wait for it, or stop it first.');
    try {
      return await runLocked(pool, options);
    } finally {
      await lock.query("select pg_advisory_unlock(hashtext('starshelf synthetic catalogue'))");
    }
  } finally {
    lock.release();
  }
}

async function runLocked(pool: Pool, options: SyntheticOptions): Promise<SyntheticSummary> {
  const started = performance.now();
  const reporter = options.reporter ?? silentReporter;
  const batchSize = options.batchSize ?? 10_000;
  await ensureStateTables(pool);
  const stored = await readPlan(pool);
  if (stored && (stored.plan.books !== options.books || stored.plan.seed !== options.seed)) {
    throw new Error(
      `This database already holds a synthetic run with --books ${stored.plan.books} --seed ${stored.plan.seed}; ` +
        'use those arguments to continue it, or start from a freshly seeded database.',
    );
  }
  if (!stored) await savePlan(pool, await planRun(pool, options.books, options.seed));
  const { plan } = (await readPlan(pool)) as { plan: RunPlan };
  const shape = syntheticShape(plan.books);
  const done = await doneSteps(pool);
  const skipped = done.size;

  /** Runs a step unless recorded; `work` writes inside the transaction that records it. */
  const step = async (name: string, work: (client: PoolClient) => Promise<number>) => {
    if (done.has(name)) return;
    const t0 = performance.now();
    await inTransaction(pool, LOAD_SETTINGS, async (client) => {
      const rows = await work(client);
      await recordStep(client, name, rows, performance.now() - t0);
    });
    done.add(name);
    if (options.stopAfter === name) throw new SyntheticStopped(name);
  };
  const stage = async (name: string, total: number, run: (progress: (n: number) => void) => Promise<void>) => {
    const progress = reporter.start(name, total);
    try {
      await run((n) => progress.update(n));
      progress.update(total);
    } finally {
      progress.stop();
    }
  };

  await step('drop indexes', async () => dropLoadIndexes(pool));
  await stage('authors', shape.authors, (progress) => writeAuthors(pool, plan, shape, step, progress));
  await stage('series', shape.series, (progress) => writeSeries(pool, plan, shape, step, progress));
  await stage('readers', shape.readers, (progress) => writeReaders(shape, step, progress));

  const batches = Math.ceil(plan.books / batchSize);
  let ratings = 0;
  await stage('books', plan.books, async (progress) => {
    if ([...Array(batches).keys()].every((b) => done.has(`books:${b}`))) return;
    const ctx: BookBatchContext = {
      plan,
      shape,
      authorZipf: new Zipf(shape.authors),
      genreZipf: new Zipf(plan.genreIds.length),
      authorNames: await syntheticAuthorNames(pool, plan),
      takenSlugs: (await readSlugs(pool, 'books')).taken,
      now: new Date(),
      editionRules: new Map(),
      readerIds: Array.from({ length: shape.readers }, (_, i) => readerUuid(i)),
    };
    for (let b = 0; b < batches; b += 1) {
      const from = b * batchSize;
      const to = Math.min(plan.books, from + batchSize);
      if (done.has(`books:${b}`)) continue;
      await step(`books:${b}`, async (client) => {
        const t0 = performance.now();
        const batch = generateBookBatch(ctx, b, from, to);
        if (process.env.SYNTHETIC_TRACE) console.log(`generate ${Math.round(performance.now() - t0)} ms`);
        for (const table of batch.tables) await table.copy(client);
        ratings += batch.ratings;
        return to - from;
      });
      progress(to);
    }
  });

  // Before the indexes come back: COPY into search_documents with its trigram index costs ten times more.
  await stage('documents', 1, () => step('documents:authors and series', async (client) => writeListDocuments(client, plan)));

  const definitions = await droppedDefinitions(pool);
  await stage('indexes', definitions.length, async (progress) => {
    let n = 0;
    for (const { name, definition } of definitions) {
      const t0 = performance.now();
      await restoreDefinition(pool, name, definition);
      await pool.query('insert into synthetic.steps (step, rows, ms) values ($1, 0, $2) on conflict do nothing', [
        `indexes:${name}`,
        Math.round(performance.now() - t0),
      ]);
      progress((n += 1));
    }
  });

  await stage('derived', 3, async (progress) => {
    await step('derived:sequences', async (client) => {
      for (const table of ['books', 'authors', 'series', 'editions']) {
        await client.query(`select setval(pg_get_serial_sequence('cms.${table}', 'id'), (select max(id) from cms.${table}))`);
      }
      return 4;
    });
    progress(1);
    await step('derived:analyze', async (client) => {
      await client.query('analyze');
      return 0;
    });
    progress(2);
    // A series' rating follows from its books' (the product's own refresh).
    await step('derived:series ratings', async () => refreshSeriesRatings(undefined, pool));
    // Genres and awards count the new books and entries: their few documents through the writer itself,
    // with fresh statistics (before ANALYZE the genres' plan takes minutes).
    await step('derived:genre and award documents', async () => {
      const executor = poolExecutor(pool);
      for (const type of ['genre', 'award'] as const) await refreshSearchDocuments(executor, type, null);
      return 0;
    });
    progress(3);
  });
  await finishRun(pool);
  // A bulk load leaves every page of the big tables unmarked in the visibility map, so index-only
  // scans (the lists' and the reviews' plans, decisions 135, 140) read the table for each row until
  // a vacuum passes; the load marks them itself rather than wait for autovacuum (which may be off).
  // VACUUM runs outside a transaction, so it is not a recorded step; a resumed run repeats it cheaply.
  for (const table of ['cms.books', 'cms.books_rels', 'cms.search_documents', 'cms.search_words', 'cms.search_word_pairs', 'community.book_ratings', 'community.users']) {
    await pool.query(`vacuum (analyze) ${table}`);
  }
  // The bulk load bypasses Payload's hooks: the community API drops its rendered pages here (decision 086).
  await notifyCatalogueChanged(pool, 'synthetic');

  const stages = new Map<string, { rows: number; ms: number }>();
  for (const { step: name, rows, ms } of await stepTimes(pool)) {
    const key = name.split(':')[0] as string;
    const sum = stages.get(key) ?? { rows: 0, ms: 0 };
    stages.set(key, { rows: sum.rows + rows, ms: sum.ms + ms });
  }
  const counted = await pool.query<{ n: string }>(
    'select count(*) as n from community.book_ratings where book_id > $1',
    [plan.bookBase],
  );
  ratings = Number(counted.rows[0]?.n ?? ratings);
  return {
    books: plan.books,
    ratings,
    stages: [...stages].map(([name, v]) => ({ stage: name, ...v })),
    skipped,
    totalMs: performance.now() - started,
  };
}

type Step = (name: string, work: (client: PoolClient) => Promise<number>) => Promise<void>;

async function writeAuthors(pool: Pool, plan: RunPlan, shape: SyntheticShape, step: Step, progress: (n: number) => void): Promise<void> {
  // Slugs unique among every author's, the slug hook's rule (assignSlugs); synthetic rows carry no external id.
  const registry = { byExternalId: new Map<number, string>(), taken: (await readSlugs(pool, 'authors')).taken };
  for (let from = 0, b = 0; from < shape.authors; from += AUTHOR_BATCH, b += 1) {
    const to = Math.min(shape.authors, from + AUTHOR_BATCH);
    const random = new Random(plan.seed, 'authors', b);
    const people = Array.from({ length: to - from }, (_, i) => {
      const born = 1900 + random.below(100);
      return {
        index: from + i,
        name: personName(random),
        born: String(born),
        died: born < 1950 && random.chance(0.5) ? String(born + 40 + random.below(40)) : null,
        language: random.pick(['en', 'de', 'it', 'fr', 'es', null]),
        gender: random.pick(['male', 'female', 'non_binary', 'not_specified']),
        country: random.chance(0.7) ? country(random) : null,
      };
    });
    // The same slugs whether or not an earlier run wrote this batch: taken grows only when it commits.
    const slugs = assignSlugs({ byExternalId: registry.byExternalId, taken: new Set(registry.taken) }, people.map((p) => ({ externalId: p.index, source: p.name })), { fallback: 'author' });
    await step(`authors:${b}`, async (client) => {
      const authors = new CopyRows('cms.authors', ['id', 'slug', 'born', 'died', 'native_language', 'gender', 'birth_country', '_status']);
      const locales = new CopyRows('cms.authors_locales', ['_parent_id', '_locale', 'name', 'bio']);
      for (const p of people) {
        const id = plan.authorBase + 1 + p.index;
        authors.add(id, slugs.get(p.index), p.born, p.died, p.language, p.gender, p.country, 'published');
        locales.add(id, 'en', p.name, `${p.name} writes science fiction and fantasy${p.country ? ` and lives in ${p.country}` : ''}.`);
      }
      await authors.copy(client);
      await locales.copy(client);
      return people.length;
    });
    for (const slug of slugs.values()) registry.taken.add(slug);
    progress(to);
  }
}

async function writeSeries(pool: Pool, plan: RunPlan, shape: SyntheticShape, step: Step, progress: (n: number) => void): Promise<void> {
  const registry = { byExternalId: new Map<number, string>(), taken: (await readSlugs(pool, 'series')).taken };
  for (let from = 0, b = 0; from < shape.series; from += AUTHOR_BATCH, b += 1) {
    const to = Math.min(shape.series, from + AUTHOR_BATCH);
    const random = new Random(plan.seed, 'series', b);
    const items = Array.from({ length: to - from }, (_, i) => ({ index: from + i, name: seriesName(random), completed: random.chance(0.4) }));
    const slugs = assignSlugs({ byExternalId: registry.byExternalId, taken: new Set(registry.taken) }, items.map((s) => ({ externalId: s.index, source: s.name })), { fallback: 'series' });
    await step(`series:${b}`, async (client) => {
      const series = new CopyRows('cms.series', ['id', 'slug', 'is_completed', '_status']);
      const locales = new CopyRows('cms.series_locales', ['_parent_id', '_locale', 'name', 'description']);
      for (const s of items) {
        const id = plan.seriesBase + 1 + s.index;
        series.add(id, slugs.get(s.index), s.completed, 'published');
        locales.add(id, 'en', s.name, `A series set in ${placeName(random)}.`);
      }
      await series.copy(client);
      await locales.copy(client);
      return items.length;
    });
    for (const slug of slugs.values()) registry.taken.add(slug);
    progress(to);
  }
}

/** Reader accounts without email or password (they cannot sign in), like the imported readers. */
async function writeReaders(shape: SyntheticShape, step: Step, progress: (n: number) => void): Promise<void> {
  for (let from = 0, b = 0; from < shape.readers; from += READER_BATCH, b += 1) {
    const to = Math.min(shape.readers, from + READER_BATCH);
    await step(`readers:${b}`, async (client) => {
      const users = new CopyRows('community.users', ['id', 'external_id', 'role', 'locale']);
      for (let i = from; i < to; i += 1) users.add(readerUuid(i), `${SYNTHETIC_READER_PREFIX}${i}`, 'NORMAL_USER', readerLocale(i));
      await users.copy(client);
      return to - from;
    });
    progress(to);
  }
}

async function syntheticAuthorNames(pool: Pool, plan: RunPlan): Promise<Map<number, string>> {
  const { rows } = await pool.query<{ id: number; name: string }>(
    `select _parent_id as id, name from cms.authors_locales where _parent_id > $1 and _locale = 'en'`,
    [plan.authorBase],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The synthetic authors' and series' search documents, with their book counts, derived as the writer does. */
async function writeListDocuments(client: PoolClient, plan: RunPlan): Promise<number> {
  const authors = await client.query<SearchSourceRow>(
    `select a.id as item_id, a.slug, jsonb_build_object('en', l.name) as names, nullif(concat_ws('–', a.born, a.died), '') as subtitle,
            null as image, (coalesce(a.ratings_count, 0) + coalesce(c.n, 0))::real as popularity
       from cms.authors a join cms.authors_locales l on l._parent_id = a.id and l._locale = 'en'
       left join (select authors_id, count(*) as n from cms.books_rels where path = 'authors' and authors_id > $1 group by authors_id) c on c.authors_id = a.id
      where a.id > $1`,
    [plan.authorBase],
  );
  const series = await client.query<SearchSourceRow>(
    `select s.id as item_id, s.slug, jsonb_build_object('en', l.name) as names,
            case when s.is_completed then 'completed' else 'ongoing' end as subtitle, null as image, coalesce(c.n, 0)::real as popularity
       from cms.series s join cms.series_locales l on l._parent_id = s.id and l._locale = 'en'
       left join (select series_id, count(*) as n from cms.books_all_series where series_id > $1 group by series_id) c on c.series_id = s.id
      where s.id > $1`,
    [plan.seriesBase],
  );
  const documents = new CopyRows('cms.search_documents', ['type', 'item_id', 'slug', 'names', 'subtitle', 'image', 'popularity', 'search_text', 'titles', 'title_terms']);
  for (const [type, rows] of [['author', authors.rows], ['series', series.rows]] as const) {
    for (const row of rows) {
      const derived = withDerivedText(row);
      documents.add(type, row.item_id, row.slug, JSON.stringify(row.names), row.subtitle, row.image, row.popularity, derived.searchText,
        JSON.stringify(derived.titles), textArray(derived.terms));
    }
  }
  await documents.copy(client);
  return documents.count;
}
