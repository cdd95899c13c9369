import {
  aggregatesFromSums,
  poolExecutor,
  rebuildSearchIndex,
  recomputeRatingAggregates,
  refreshSearchDocuments,
} from '@starshelf/cms/catalogue';
import { importPool } from '@starshelf/cms/catalogue/import';
import { ratingSums } from '@starshelf/community-api/seeding';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadDataset } from '../src/data/load-dataset.js';
import { runImport } from '../src/import/run-import.js';
import { runSynthetic, SyntheticStopped, type SyntheticSummary } from '../src/synthetic/run-synthetic.js';
import { type TestDatabase, startTestDatabase } from './helpers/test-database.js';
import { relevanceMisses } from './helpers/title-relevance.js';

// Decision 131: 20,000 synthetic books after the real catalogue, on two scratch databases: one run
// straight through, one interrupted after a batch of books and started again.
const BOOKS = 20_000;
const SEED = 7;
const BATCH = 5_000;

interface Fingerprint {
  counts: Record<string, number>;
  checksums: Record<string, string>;
}

/** Counts and checksums of every synthetic table's content (not serial ids or timestamps). */
async function fingerprint(pool: pg.Pool, base: number): Promise<Fingerprint> {
  const one = async (sql: string) => (await pool.query<{ v: string }>(sql, [base])).rows[0]?.v ?? '';
  const counts: Record<string, number> = {};
  for (const [name, sql] of Object.entries({
    books: 'select count(*) as v from cms.books where id > $1',
    locales: 'select count(*) as v from cms.books_locales where _parent_id > $1',
    rels: 'select count(*) as v from cms.books_rels where parent_id > $1',
    series: 'select count(*) as v from cms.books_all_series where _parent_id > $1',
    editions: 'select count(*) as v from cms.editions where book_id > $1',
    entries: 'select count(*) as v from cms.award_entries where book_id > $1',
    moods: 'select count(*) as v from cms.book_moods where book_id > $1',
    ratings: 'select count(*) as v from community.book_ratings where book_id > $1',
    readers: "select count(*) as v from community.users where external_id like 'synthetic:%' and $1::int is not null",
    documents: 'select count(*) as v from cms.search_documents where $1::int is not null',
  })) counts[name] = Number(await one(sql));
  const checksums: Record<string, string> = {};
  for (const [name, sql] of Object.entries({
    books: "select md5(string_agg(concat_ws('|', id, slug, publication_year, pages, average_rating, ratings_count, damped_rating, original_title), ',' order by id)) as v from cms.books where id > $1",
    locales: "select md5(string_agg(concat_ws('|', _parent_id, _locale, title, description), ',' order by _parent_id, _locale)) as v from cms.books_locales where _parent_id > $1",
    rels: "select md5(string_agg(concat_ws('|', parent_id, path, \"order\", authors_id, genres_id), ',' order by parent_id, path, \"order\")) as v from cms.books_rels where parent_id > $1",
    editions: "select md5(string_agg(concat_ws('|', book_id, title, isbn, language_code, is_primary_edition), ',' order by book_id, isbn)) as v from cms.editions where book_id > $1",
    ratings: "select md5(string_agg(concat_ws('|', user_id, book_id, rating, review), ',' order by book_id, user_id)) as v from community.book_ratings where book_id > $1",
    authors: "select md5(string_agg(concat_ws('|', a.id, a.slug, l.name, a.born, a.died), ',' order by a.id)) as v from cms.authors a join cms.authors_locales l on l._parent_id = a.id where $1::int is not null",
    documents: "select md5(string_agg(concat_ws('|', type, item_id, slug, search_text, popularity, titles::text), ',' order by type, item_id)) as v from cms.search_documents where $1::int is not null",
  })) checksums[name] = await one(sql);
  return { counts, checksums };
}

/** Removes what a synthetic run added (the books' rows go with them by cascade), so the next run starts from the real catalogue again. */
async function removeSynthetic(pool: pg.Pool, base: number): Promise<void> {
  const plan = (await pool.query<{ plan: { authorBase: number; seriesBase: number } }>('select plan from synthetic.run')).rows[0]?.plan;
  await pool.query("delete from cms.search_documents where (type = 'book' and item_id > $1) or (type = 'author' and item_id > $2) or (type = 'series' and item_id > $3)", [
    base,
    plan?.authorBase,
    plan?.seriesBase,
  ]);
  await pool.query('delete from cms.books where id > $1', [base]);
  await pool.query('delete from cms.authors where id > $1', [plan?.authorBase]);
  await pool.query('delete from cms.series where id > $1', [plan?.seriesBase]);
  await pool.query("delete from community.users where external_id like 'synthetic:%'");
  await pool.query('drop schema synthetic cascade');
}

describe('the synthetic catalogue', () => {
  let straight: Fingerprint;
  let db: TestDatabase;
  let pool: pg.Pool;
  let base: number;
  let realBooksBefore: string;
  let summary: SyntheticSummary;
  let stoppedAt: string | undefined;

  beforeAll(async () => {
    db = await startTestDatabase('synthetic');
    await runImport(await loadDataset(), { communityPool: db.communityPool });
    // A freshly seeded database: the CLI rebuilds the search index after an import.
    await rebuildSearchIndex();
    const { rows } = await db.communityPool.query<{ base: number; books: string }>(
      "select max(id)::int as base, string_agg(id || ':' || slug, ',' order by id) as books from cms.books",
    );
    base = rows[0]?.base ?? 0;
    realBooksBefore = rows[0]?.books ?? '';
    pool = await importPool();

    // A run straight through, then, after its rows are removed again, a run interrupted once the
    // second batch of books is committed and started again (the catalogue module serves one database
    // per process, so both runs start from the same real catalogue on one database).
    const t0 = performance.now();
    await runSynthetic(pool, { books: BOOKS, seed: SEED, batchSize: BATCH });
    console.log(`synthetic ${BOOKS} books: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    straight = await fingerprint(db.communityPool, base);
    await removeSynthetic(db.communityPool, base);

    try {
      await runSynthetic(pool, { books: BOOKS, seed: SEED, batchSize: BATCH, stopAfter: 'books:1' });
    } catch (error) {
      if (!(error instanceof SyntheticStopped)) throw error;
      stoppedAt = error.message;
    }
    summary = await runSynthetic(pool, { books: BOOKS, seed: SEED, batchSize: BATCH });
    // About 90 s on a quiet 2-core machine; the margin is for a busy one.
  }, 600_000);

  // Dropping the scratch database of 20,000 books takes more than the default 10 s on a busy machine.
  afterAll(async () => {
    await db?.teardown();
  }, 120_000);

  it('continues an interrupted run where it stopped, to the same rows as a run straight through, for the same seed', async () => {
    expect(stoppedAt).toBe('stopped after step books:1');
    expect(summary.skipped).toBeGreaterThan(4);
    const resumed = await fingerprint(db.communityPool, base);
    expect(resumed.counts).toEqual(straight.counts);
    expect(resumed.checksums).toEqual(straight.checksums);
    expect(resumed.counts.books).toBe(BOOKS);
  });

  it('refuses other arguments on a database that holds a run', async () => {
    await expect(runSynthetic(pool, { books: BOOKS + 1, seed: SEED })).rejects.toThrow(/--books 20000 --seed 7/);
  });

  it('refuses to start while another run writes to the database', async () => {
    const other = await db.communityPool.connect();
    try {
      await other.query("select pg_advisory_lock(hashtext('starshelf synthetic catalogue'))");
      await expect(runSynthetic(pool, { books: BOOKS, seed: SEED })).rejects.toThrow(/Another synthetic run/);
    } finally {
      await other.query("select pg_advisory_unlock(hashtext('starshelf synthetic catalogue'))");
      other.release();
    }
  });

  it('keeps the real books, their ids and slugs', async () => {
    const { rows } = await db.communityPool.query<{ books: string }>(
      "select string_agg(id || ':' || slug, ',' order by id) as books from cms.books where id <= $1",
      [base],
    );
    expect(rows[0]?.books).toBe(realBooksBefore);
    const slugs = await db.communityPool.query<{ n: number }>('select count(*)::int - count(distinct slug)::int as n from cms.books');
    expect(slugs.rows[0]?.n).toBe(0);
  });

  it('has the real data shapes: heavy-tailed ratings, a prolific author, a much-published work, accents, en/de/it fields', async () => {
    const { rows } = await db.communityPool.query<Record<string, number>>(
      `select (select count(*)::float / $2 from community.book_ratings where book_id > $1) as per_book,
              (select max(ratings_count)::int from cms.books where id > $1) as top_ratings,
              (select percentile_disc(0.5) within group (order by ratings_count)::int from cms.books where id > $1) as median_ratings,
              (select max(n)::int from (select count(*) as n from cms.books_rels where parent_id > $1 and path = 'authors' group by authors_id) a) as top_author,
              (select max(n)::int from (select count(*) as n from cms.editions where book_id > $1 group by book_id) e) as top_editions,
              (select count(*)::int from cms.authors_locales where _parent_id in (select id from cms.authors where id > 0) and name ~ '[éüøñåöł]') as accented,
              (select count(*)::int from cms.books_locales where _parent_id > $1 and _locale = 'en' and title is not null and description is not null) as en,
              (select count(*)::int from cms.books_locales where _parent_id > $1 and _locale = 'de' and title is not null) as de,
              (select count(*)::int from cms.books_locales where _parent_id > $1 and _locale = 'it' and title is not null) as it,
              (select count(*)::int from community.book_ratings where book_id > $1 and review is not null) as reviews,
              (select max(length(title))::int from cms.books_locales where _parent_id > $1) as longest,
              (select min(length(title))::int from cms.books_locales where _parent_id > $1) as shortest`,
      [base, BOOKS],
    );
    const shape = rows[0] as Record<string, number>;
    console.log(shape);
    expect(shape.per_book).toBeGreaterThan(24);
    expect(shape.per_book).toBeLessThan(26);
    expect(shape.top_ratings).toBeGreaterThanOrEqual(0.04 * BOOKS);
    expect(shape.median_ratings).toBeLessThanOrEqual(12);
    // "More than 1,000 of a million books" scaled: the largest author holds at least 5%.
    expect(shape.top_author).toBeGreaterThanOrEqual(0.05 * BOOKS);
    // "More than 500 editions at a million" scaled.
    expect(shape.top_editions).toBeGreaterThanOrEqual((500 * BOOKS) / 1_000_000);
    expect(shape.accented).toBeGreaterThan(100);
    expect(shape.en).toBe(BOOKS);
    expect(shape.de).toBeGreaterThan(0.05 * BOOKS);
    expect(shape.de).toBeLessThan(0.3 * BOOKS);
    expect(shape.it).toBeGreaterThan(0.03 * BOOKS);
    expect(shape.it).toBeLessThan(0.3 * BOOKS);
    expect(shape.reviews).toBeGreaterThan(0);
    expect(shape.longest).toBeGreaterThan(100);
    expect(shape.shortest).toBeLessThan(12);
  });

  // Decision 138: an author's relation rows keep their book's year and public flag (triggers, which
  // fire for the COPY too), and the author's pages read them in the order of the books themselves.
  it("keeps each author row's book year and public flag, in the books' own order", async () => {
    const { rows } = await db.communityPool.query<{ drifted: number; unkept: number }>(
      `select count(*) filter (where r.book_publication_year is distinct from b.publication_year
                or r.book_is_public is distinct from coalesce(b.deleted_at is null and b._status = 'published', false))::int as drifted,
              count(*) filter (where r.book_is_public is null)::int as unkept
         from cms.books_rels r join cms.books b on b.id = r.parent_id where r.path = 'authors'`,
    );
    expect(rows[0]).toEqual({ drifted: 0, unkept: 0 });
    const top = await db.communityPool.query<{ id: number; n: number }>(
      "select authors_id as id, count(*)::int as n from cms.books_rels where path = 'authors' group by authors_id order by 2 desc limit 1",
    );
    const author = top.rows[0] as { id: number; n: number };
    for (const offset of [0, author.n - 30]) {
      const kept = await db.communityPool.query<{ id: number }>(
        `select r.parent_id as id from cms.books_rels r where r.path = 'authors' and r.authors_id = $1 and r.book_is_public
          order by r.book_publication_year asc nulls last, r.parent_id limit 24 offset $2`,
        [author.id, offset],
      );
      const sorted = await db.communityPool.query<{ id: number }>(
        `select b.id from cms.books b where exists (select 1 from cms.books_rels r where r.parent_id = b.id and r.path = 'authors' and r.authors_id = $1)
            and b.deleted_at is null and b._status = 'published'
          order by b.publication_year asc nulls last, b.id limit 24 offset $2`,
        [author.id, offset],
      );
      expect(kept.rows.length).toBeGreaterThan(0);
      expect(kept.rows).toEqual(sorted.rows);
    }
  });

  it("stores the rating aggregates the product's recompute would", async () => {
    const aggregates = aggregatesFromSums(await ratingSums(db.communityPool, 'books'));
    expect(await recomputeRatingAggregates('books', aggregates)).toMatchObject({ updated: 0 });
    const { rows } = await db.communityPool.query<{ n: number }>(
      'select count(*)::int as n from cms.books where id > $1 and (damped_rating is null or ratings_count < 1)',
      [base],
    );
    expect(rows[0]?.n).toBe(0);
    const series = await db.communityPool.query<{ n: number }>(
      "select count(*)::int as n from cms.series where id > (select (plan->>'seriesBase')::int from synthetic.run) and average_rating is not null",
    );
    // Two books in five belong to a series of eight: every synthetic series has rated books.
    expect(series.rows[0]?.n).toBe((BOOKS * 2) / 5 / 8);
  });

  it.each(['authors', 'genres'] as const)("keeps every one of the %s' book counts as the product counts them (decision 143: the COPY's batches add their rows)", async (path) => {
    const { rows } = await db.communityPool.query<{ wrong: number; counted: number; largest: number }>(
      `select count(*) filter (where x.public_book_count <> c.n)::int as wrong, sum(c.n)::int as counted, max(x.public_book_count)::int as largest
         from cms.${path} x
         cross join lateral (select count(*)::int as n from cms.books_rels r join cms.books b on b.id = r.parent_id
                              where r.path = '${path}' and r.${path}_id = x.id and b.deleted_at is null and b._status = 'published') c`,
    );
    expect(rows[0]?.wrong).toBe(0);
    // Every synthetic book has an author and a genre: they are counted, with the real catalogue's.
    expect(rows[0]?.counted).toBeGreaterThanOrEqual(BOOKS);
    expect(rows[0]?.largest).toBeGreaterThan(100);
  });

  it("keeps every mood's book count as the product counts it (decision 146: the COPY's batches add their rows)", async () => {
    const { rows } = await db.communityPool.query<{ mood: string; kept: number | null; counted: number }>(
      `select c.mood, k.public_books as kept, c.n as counted
         from (select m.mood, count(*)::int as n from cms.book_moods m join cms.books b on b.id = m.book_id
                where b.deleted_at is null and b._status = 'published' group by m.mood) c
         left join cms.mood_book_counts k on k.mood = c.mood order by c.mood`,
    );
    expect(rows.filter((row) => row.kept !== row.counted)).toEqual([]);
    // The synthetic books hold moods as the real ones do: the counts hold them too.
    expect(rows.reduce((sum, row) => sum + row.counted, 0)).toBeGreaterThan(BOOKS / 2);
  });

  it("keeps every book's rating count and sum as the ratings hold them (decision 149: the COPY's batches add their rows)", async () => {
    const { rows } = await db.communityPool.query<{ wrong: number; rated: number; ratings: number }>(
      `select count(*) filter (where k.ratings is distinct from c.n or k.rating_sum is distinct from c.total)::int as wrong,
              count(*)::int as rated, sum(c.n)::int as ratings
         from (select book_id, count(*)::int as n, sum(rating)::bigint as total from community.book_ratings group by book_id) c
         left join community.book_rating_totals k on k.book_id = c.book_id`,
    );
    expect(rows[0]?.wrong).toBe(0);
    expect(rows[0]?.rated).toBeGreaterThan(BOOKS / 2);
    const { rows: strays } = await db.communityPool.query<{ n: number }>(
      `select count(*)::int as n from community.book_rating_totals k
        where k.ratings <> 0 and not exists (select 1 from community.book_ratings r where r.book_id = k.book_id)`,
    );
    expect(strays[0]?.n).toBe(0);
  });

  it("keeps every series' book count as the product counts it (decision 137: the triggers fire on the bulk COPY too)", async () => {
    const { rows } = await db.communityPool.query<{ wrong: number; synthetic: number; counted: number }>(
      `select count(*) filter (where s.public_book_count <> c.n)::int as wrong,
              count(*) filter (where s.id > (select (plan->>'seriesBase')::int from synthetic.run))::int as synthetic,
              sum(c.n)::int as counted
         from cms.series s
         cross join lateral (select count(distinct bs._parent_id)::int as n from cms.books_all_series bs join cms.books b on b.id = bs._parent_id
                              where bs.series_id = s.id and b.deleted_at is null and b._status = 'published') c`,
    );
    expect(rows[0]?.wrong).toBe(0);
    expect(rows[0]?.synthetic).toBe((BOOKS * 2) / 5 / 8);
    // Two books in five hold a series: the synthetic ones are counted, with the real catalogue's.
    expect(rows[0]?.counted).toBeGreaterThanOrEqual((BOOKS * 2) / 5);
  });

  it("writes the search documents the product's writer writes for the same rows", async () => {
    const read = async (type: string, ids: number[]) =>
      (
        await db.communityPool.query(
          'select type, item_id, slug, names, subtitle, image, popularity, search_text, titles, title_terms from cms.search_documents where type = $1 and item_id = any($2::int[]) order by item_id',
          [type, ids],
        )
      ).rows;
    const executor = poolExecutor(pool);
    for (const [type, table] of [['book', 'books'], ['author', 'authors'], ['series', 'series']] as const) {
      const { rows } = await db.communityPool.query<{ id: number }>(`select id from cms.${table} order by id desc limit 300`);
      const ids = rows.map((r) => r.id);
      const ours = await read(type, ids);
      expect(ours).toHaveLength(ids.length);
      await refreshSearchDocuments(executor, type, ids);
      expect(await read(type, ids)).toEqual(ours);
    }
  });

  it("keeps every document's words and word pairs as its text holds them (decisions 139, 164: the triggers fire on the bulk load, the indexes are rebuilt)", async () => {
    const { rows } = await db.communityPool.query<{ words: number; expected_words: number; pairs: number; expected_pairs: number }>(
      `select (select count(*)::int from cms.search_words) as words,
              (select count(*)::int from cms.search_documents d, cms.search_words_of(d.search_text)) as expected_words,
              (select count(*)::int from cms.search_word_pairs) as pairs,
              (select count(*)::int from cms.search_documents d, cms.search_word_pairs_of(d.search_text)) as expected_pairs`,
    );
    const [counts] = rows;
    expect(counts?.pairs).toBeGreaterThan(BOOKS);
    expect(counts?.words).toBe(counts?.expected_words);
    expect(counts?.pairs).toBe(counts?.expected_pairs);
    const { rows: missing } = await db.communityPool.query<{ n: number }>(
      `select count(*)::int as n from cms.search_documents d, cms.search_word_pairs_of(d.search_text) p
        where d.type = 'book' and d.item_id % 97 = 0
          and not exists (select 1 from cms.search_word_pairs w where w.pair = p and w.type = d.type and w.item_id = d.item_id and w.popularity = d.popularity)`,
    );
    expect(missing[0]?.n).toBe(0);
    const { rows: indexes } = await db.communityPool.query<{ name: string }>(
      `select indexname as name from pg_indexes where schemaname = 'cms' and tablename = 'search_word_pairs' order by 1`,
    );
    expect(indexes.map((index) => index.name)).toEqual(['search_word_pairs_by_document_idx', 'search_word_pairs_by_popularity_idx']);
  });

  it('still finds the real books first for their titles', async () => {
    expect(await relevanceMisses(db.communityPool)).toEqual([]);
  }, 120_000);
});
