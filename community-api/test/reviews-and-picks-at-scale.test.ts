import { BOOK_FACTS_SQL, loadBookFacts, loadRatingRows, MODEL_BOOKS_SQL, READERS_SQL, type PicksModelBounds } from '@starshelf/cms/catalogue/recommend';
import { roundAverage } from '@starshelf/contract';
import type { Pool } from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { reconcileRatingAggregates } from '../src/modules/ratings/reconcile-aggregates.js';
import { ratingReadStatements, type RatedKind } from '../src/modules/ratings/repository.js';
import { useSuiteApp } from './support/suite.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';

type Review = { userId: string; review: string };

// Decision 140: an item's reviews and rating figures read their own rows from indexes however many
// ratings it has, and the picks model walks readers in id order instead of grouping every rating.
/**
 * Runs `use` in a transaction that prices out each of `plannerSettings` (`enable_seqscan`, ...), with
 * `planOf` answering a statement's EXPLAIN as one text; rolled back after.
 */
async function withPlans(pool: Pool, plannerSettings: string[], use: (planOf: (text: string) => Promise<string>) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const setting of plannerSettings) await client.query(`set local ${setting} = off`);
    await use(async (text) => {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${text}`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  } finally {
    await client.query('rollback');
    client.release();
  }
}

describe('reviews and the picks model at scale', () => {
  const suite = useSuiteApp(createCatalogueDatabase);
  const bookIds: number[] = [];
  let authorId = 0;

  beforeAll(async () => {
    const { payload } = suite.database;
    const { pool } = suite.app;
    for (let n = 1; n <= 6; n += 1) bookIds.push(await fixture(payload, 'books', { title: `Book ${n}` }));
    authorId = await fixture(payload, 'authors', { name: 'Much Reviewed' });
    await pool.query(`insert into community.users (external_id) select 'reader:' || n from generate_series(1, 40) n`);
    // Each reader rates some of the books: a spread of counts per reader, so the pairs budget cuts
    // between readers. Every third rating has text, one of them hidden; times tie in pairs.
    await pool.query(
      `with readers as (select id, row_number() over (order by external_id) as n from community.users where external_id like 'reader:%')
       insert into community.book_ratings (user_id, book_id, rating, review, updated_at, hidden_at)
       select u.id, b.id, 1 + (u.n + b.k) % 5,
              case when (u.n + b.k) % 3 = 0 then 'review ' || u.n || '/' || b.k end,
              timestamptz '2026-01-01' + ((u.n * 7 + b.k) % 23) * interval '1 hour',
              case when u.n = 3 and (u.n + b.k) % 3 = 0 then now() end
         from readers u cross join unnest($1::int[]) with ordinality b(id, k)
        where (u.n * 5 + b.k * 3) % 7 < 1 + b.k`,
      [bookIds],
    );
    await pool.query(
      `insert into community.author_ratings (user_id, author_id, rating, review, updated_at)
       select id, $1, 4, case when row_number() over (order by id) % 2 = 0 then 'fine' end, timestamptz '2026-01-01' + (row_number() over (order by id) % 5) * interval '1 day'
         from community.users where external_id like 'reader:%'`,
      [authorId],
    );
    await pool.query('vacuum analyze community.book_ratings');
    await pool.query('vacuum analyze community.author_ratings');
    await reconcileRatingAggregates();
  });

  /** The readable reviews of an item, newest first, ties by reviewer id: the answer's order. */
  async function expectedReviews(kind: RatedKind, itemId: number): Promise<Review[]> {
    const [table, item] = kind === 'books' ? ['community.book_ratings', 'book_id'] : ['community.author_ratings', 'author_id'];
    const { rows } = await suite.app.pool.query<{ user_id: string; review: string }>(
      `select user_id::text, review from ${table} where ${item} = $1 and review is not null and hidden_at is null order by updated_at desc, user_id`,
      [itemId],
    );
    return rows.map((row) => ({ userId: row.user_id, review: row.review }));
  }

  it.each(['books', 'authors'] as const)('pages the %s reviews newest first without a gap or a repeat, with their total', async (kind) => {
    const itemId = kind === 'books' ? bookIds[5]! : authorId;
    const expected = await expectedReviews(kind, itemId);
    expect(expected.length).toBeGreaterThan(6);
    const seen: Review[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 4) + 1; page += 1) {
      const response = await suite.app.request.get(`/api/${kind}/${itemId}/reviews?page=${page}&limit=4`);
      expect(response.status).toBe(200);
      expect(response.body.data.total).toBe(expected.length);
      seen.push(...(response.body.data.items as { userId: string; review: string }[]).map(({ userId, review }) => ({ userId, review })));
    }
    expect(seen).toEqual(expected);
  });

  it('answers the modal with every rating counted and the two newest readable reviews', async () => {
    const bookId = bookIds[5]!;
    const { rows } = await suite.app.pool.query<{ average: string; count: number }>(
      'select avg(rating) as average, count(*)::int as count from community.book_ratings where book_id = $1',
      [bookId],
    );
    const response = await suite.app.request.get(`/api/books/${bookId}/modal-data`);
    expect(response.status).toBe(200);
    const { ratings } = response.body.data as { ratings: { average: number; count: number; reviews: Review[] } };
    expect(ratings.count).toBe(rows[0]!.count);
    expect(ratings.average).toBe(roundAverage(Number(rows[0]!.average)));
    expect(ratings.reviews.map(({ userId, review }) => ({ userId, review }))).toEqual((await expectedReviews('books', bookId)).slice(0, 2));
  });

  // With sequential scans priced out, each read names its index and reads it alone: the statement
  // and the index's order (or predicate) agree, so a popular item costs the rows shown.
  it.each(['books', 'authors'] as const)('reads the %s review page and its count from indexes alone, the average from one row', async (kind) => {
    const table = kind === 'books' ? 'book_ratings' : 'author_ratings';
    const statements = ratingReadStatements(kind);
    await withPlans(suite.app.pool, ['enable_seqscan', 'enable_bitmapscan'], async (explain) => {
      const planOf = (statement: string) => explain(statement.replaceAll('$1', '1').replaceAll('$2', '20').replaceAll('$3', '40'));
      const reviews = await planOf(statements.reviews);
      expect(reviews).toContain(`Index Only Scan using ${table}_readable_idx`);
      // The one sort is of the page's own rows, after the limit.
      expect(reviews.match(/Sort {2}\(cost/g) ?? []).toHaveLength(1);
      expect(reviews.search(/Sort {2}\(cost/)).toBeLessThan(reviews.indexOf('Limit'));
      expect(await planOf(statements.reviewCount)).toContain(`Index Only Scan using ${table}_readable_idx`);
      // The figures read the item's kept totals (decision 149), not its ratings.
      expect(await planOf(statements.aggregate)).toContain(`Index Scan using ${table.replace('_ratings', '_rating_totals')}_pkey`);
      // The picks model's most-rated books (decision 156): read in the index's order, no sort of every book.
      if (kind === 'books') {
        const modelBooks = await planOf(MODEL_BOOKS_SQL.replace('$1', '20000'));
        expect(modelBooks).toMatch(/Index (Only )?Scan using books_public_most_rated_idx/);
        expect(modelBooks).not.toMatch(/Sort|Seq Scan/);
      }
    });
  });

  // The walk's readers come from the users' key in its order, and the model's facts are read for its
  // books by key: sequential scans and sorts priced out, neither statement may read every row.
  it('reads the walk\'s readers from the users\' key and the model books\' facts by key', async () => {
    await withPlans(suite.app.pool, ['enable_seqscan', 'enable_sort'], async (planOf) => {
      const readers = await planOf(READERS_SQL.replace('$1::uuid', 'null::uuid').replace('$2', '2000'));
      expect(readers).toMatch(/Index Only Scan using users_pkey on users u/);
      expect(readers).not.toMatch(/Sort|Seq Scan/);
      const facts = await planOf(BOOK_FACTS_SQL.replace('$1', '20000'));
      expect(facts).toMatch(/Index Scan (using|on) books_pkey[^\n]*\n\s+Index Cond: \(id = ANY \(\$\d\)\)/);
      expect(facts).not.toMatch(/Hash|Seq Scan|Sort/);
    });
  });

  it('reads the facts of the most-rated books, as many as the model holds', async () => {
    const { rows } = await suite.app.pool.query<{ id: number; damped_rating: string | null; genre_ids: number[]; moods: string[]; series_ids: number[] }>(
      `with model_books as (${MODEL_BOOKS_SQL})
       select b.id, b.damped_rating,
              coalesce((select array_agg(r.genres_id) from cms.books_rels r where r.parent_id = b.id and r.path = 'genres' and r.genres_id is not null), '{}') as genre_ids,
              coalesce((select array_agg(m.mood) from cms.book_moods m where m.book_id = b.id), '{}') as moods,
              coalesce((select array_agg(s.series_id) from cms.books_all_series s where s._parent_id = b.id and s.series_id is not null), '{}') as series_ids
         from cms.books b join model_books using (id) order by b.id`,
      [4],
    );
    expect(rows).toHaveLength(4);
    const facts = (await loadBookFacts(4)).sort((a, b) => a.id - b.id);
    expect(facts.map((book) => ({ ...book, genreIds: [...book.genreIds].sort(), moods: [...book.moods].sort(), seriesIds: [...book.seriesIds].sort() }))).toEqual(
      rows.map((row) => ({
        id: row.id,
        dampedRating: row.damped_rating === null ? null : Number(row.damped_rating),
        genreIds: [...row.genre_ids].sort(),
        moods: [...row.moods].sort(),
        seriesIds: [...row.series_ids].sort(),
      })),
    );
  });

  /** The readers decision 136 chose by grouping the ratings of the model's books in SQL. */
  async function groupedReaders(bounds: PicksModelBounds) {
    const { rows } = await suite.app.pool.query<{ user_id: string; book_id: number; rating: number }>(
      `with model_books as (
              select b.id from cms.books b where b.deleted_at is null and b._status = 'published'
               order by b.ratings_count desc nulls last, b.id limit $1),
            per_reader as (
              select r.user_id, count(*) as rated from community.book_ratings r join model_books m on m.id = r.book_id group by r.user_id),
            readers as (
              select user_id from (select user_id, sum(rated * rated) over (order by user_id) as pairs from per_reader) running
               where pairs <= $2)
       select r.user_id::text as user_id, r.book_id, r.rating
         from community.book_ratings r join model_books m on m.id = r.book_id join readers x on x.user_id = r.user_id
        order by r.user_id, r.book_id`,
      [bounds.books, bounds.pairs],
    );
    return rows.map((row) => ({ userId: row.user_id, bookId: row.book_id, rating: row.rating }));
  }

  it.each([
    { books: 6, pairs: 1_000_000, readersBatch: 500 },
    { books: 6, pairs: 60, readersBatch: 3 },
    { books: 3, pairs: 25, readersBatch: 7 },
    { books: 2, pairs: 4, readersBatch: 1 },
    { books: 6, pairs: 0, readersBatch: 5 },
  ])('walks the same readers as grouping every rating did (%o)', async (bounds) => {
    const expected = await groupedReaders(bounds);
    expect(await loadRatingRows(bounds)).toEqual(expected);
  });

  it('cuts the walk at the pairs budget between readers', async () => {
    const all = await loadRatingRows({ books: 6, pairs: 1_000_000, readersBatch: 500 });
    const cut = await loadRatingRows({ books: 6, pairs: 60, readersBatch: 3 });
    expect(cut.length).toBeGreaterThan(0);
    expect(cut.length).toBeLessThan(all.length);
    expect(all.slice(0, cut.length)).toEqual(cut);
  });
});
