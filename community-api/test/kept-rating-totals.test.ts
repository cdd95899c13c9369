import { roundAverage } from '@starshelf/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ratingReadStatements } from '../src/modules/ratings/repository.js';
import { signedInAgent } from './support/members.js';
import { useSuiteApp } from './support/suite.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';

type Totals = { item: number; ratings: number; sum: number };

// Decision 149: each item's count and sum of ratings are kept by statement triggers on its ratings
// table. Whatever writes the ratings (the API, an upsert, SQL touching many items, an account's
// erasure, two transactions at once, a reset), the kept totals equal counting the ratings.
describe('the kept rating totals', () => {
  const suite = useSuiteApp(createCatalogueDatabase);
  const books: number[] = [];
  let authorId = 0;

  beforeAll(async () => {
    for (let n = 1; n <= 4; n += 1) books.push(await fixture(suite.database.payload, 'books', { title: `Totals ${n}` }));
    authorId = await fixture(suite.database.payload, 'authors', { name: 'Kept Totals' });
  });

  /** Kept and counted totals of every item of a kind, side by side; items with no rating left may keep a zero row. */
  async function keptAndCounted(kind: 'book' | 'author'): Promise<{ kept: Totals[]; counted: Totals[] }> {
    const item = `${kind}_id`;
    const read = async (sql: string) => (await suite.app.pool.query<Totals>(sql)).rows;
    return {
      kept: await read(`select ${item} as item, ratings, rating_sum::int as sum from community.${kind}_rating_totals where ratings <> 0 or rating_sum <> 0 order by 1`),
      counted: await read(`select ${item} as item, count(*)::int as ratings, sum(rating)::int as sum from community.${kind}_ratings group by 1 order by 1`),
    };
  }

  async function expectKeptAsCounted(): Promise<void> {
    for (const kind of ['book', 'author'] as const) {
      const { kept, counted } = await keptAndCounted(kind);
      expect(kept, `${kind} totals`).toEqual(counted);
    }
  }

  async function readers(count: number, label: string): Promise<string[]> {
    const { rows } = await suite.app.pool.query<{ id: string }>(
      `insert into community.users (external_id) select $2 || n from generate_series(1, $1::int) n returning id`,
      [count, `${label}:`],
    );
    return rows.map((row) => row.id);
  }

  it('follows ratings given, changed and taken back through the API, and answers the same figures as counting', async () => {
    const [first, second] = [(await signedInAgent(suite.app)).agent, (await signedInAgent(suite.app)).agent];
    const bookId = books[0]!;
    expect((await first.post(`/api/books/${bookId}/ratings`).send({ rating: 5 })).body.data).toMatchObject({ averageRating: 5, ratingsCount: 1 });
    expect((await second.post(`/api/books/${bookId}/ratings`).send({ rating: 2, review: 'Slow.' })).body.data).toMatchObject({ averageRating: 3.5, ratingsCount: 2 });
    // The upsert meets the member's rating: one row out, one in.
    expect((await first.post(`/api/books/${bookId}/ratings`).send({ rating: 3 })).body.data).toMatchObject({ averageRating: 2.5, ratingsCount: 2 });
    await expectKeptAsCounted();
    expect((await first.delete(`/api/books/${bookId}/ratings`)).status).toBe(204);
    const modal = await suite.app.request.get(`/api/books/${bookId}/modal-data`);
    expect(modal.body.data.ratings).toMatchObject({ average: 2, count: 1 });
    expect((await second.post(`/api/authors/${authorId}/ratings`).send({ rating: 4 })).body.data).toMatchObject({ averageRating: 4, ratingsCount: 1 });
    await expectKeptAsCounted();
  });

  it('follows SQL that writes many items at once: inserts, rating changes, moves between items, hidden reviews, deletes', async () => {
    const ids = await readers(30, 'bulk');
    const { pool } = suite.app;
    await pool.query(
      `insert into community.book_ratings (user_id, book_id, rating, review)
       select u, b, 1 + (abs(hashtext(u::text || b)) % 5), case when b % 2 = 0 then 'text' end
         from unnest($1::uuid[]) u cross join unnest($2::int[]) b`,
      [ids, books.slice(1)],
    );
    await pool.query('insert into community.author_ratings (user_id, author_id, rating) select u, $2, 3 from unnest($1::uuid[]) u', [ids, authorId]);
    await expectKeptAsCounted();
    await pool.query('update community.book_ratings set rating = 6 - rating where book_id = $1', [books[1]]);
    await pool.query('update community.book_ratings set hidden_at = now(), hidden_reason = $2 where book_id = $1 and review is not null', [books[2], 'test']);
    // A rating moved to another item leaves the first and reaches the second.
    await pool.query('update community.book_ratings set book_id = $2 where book_id = $1 and user_id = any($3::uuid[])', [books[3], books[0], ids.slice(0, 5)]);
    await expectKeptAsCounted();
    await pool.query('delete from community.book_ratings where book_id = any($1::int[]) and rating >= 4', [books.slice(1)]);
    await expectKeptAsCounted();
  });

  it('loses an erased account\'s ratings from every item it rated', async () => {
    const [gone] = await readers(1, 'erased');
    await suite.app.pool.query('insert into community.book_ratings (user_id, book_id, rating) select $1, b, 5 from unnest($2::int[]) b', [gone, books]);
    await suite.app.pool.query('insert into community.author_ratings (user_id, author_id, rating) values ($1, $2, 1)', [gone, authorId]);
    await expectKeptAsCounted();
    await suite.app.pool.query('delete from community.users where id = $1', [gone]);
    await expectKeptAsCounted();
  });

  it('keeps both of two transactions that rate the same book at once', async () => {
    const [one, two] = await readers(2, 'overlap');
    const bookId = books[3]!;
    const [first, second] = [await suite.app.pool.connect(), await suite.app.pool.connect()];
    try {
      await first.query('begin');
      await second.query('begin');
      await first.query('insert into community.book_ratings (user_id, book_id, rating) values ($1, $2, 1)', [one, bookId]);
      // The second waits on the first's totals row, then adds to the committed one.
      const waiting = second.query('insert into community.book_ratings (user_id, book_id, rating) values ($1, $2, 5), ($3, $4, 2)', [two, bookId, two, books[0]]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.query('commit');
      await waiting;
      await second.query('commit');
    } finally {
      first.release();
      second.release();
    }
    await expectKeptAsCounted();
  });

  it('answers the modal\'s figures from one row of the totals, equal to counting', async () => {
    const bookId = books[1]!;
    const { rows } = await suite.app.pool.query<{ average: string; count: number }>(
      'select avg(rating) as average, count(*)::int as count from community.book_ratings where book_id = $1',
      [bookId],
    );
    const modal = (await suite.app.request.get(`/api/books/${bookId}/modal-data`)).body.data as { ratings: { average: number; count: number } };
    expect(modal.ratings).toMatchObject({ average: roundAverage(Number(rows[0]!.average)), count: rows[0]!.count });
    const plan = await suite.app.pool.query<{ 'QUERY PLAN': string }>(`explain ${ratingReadStatements('books').aggregate.replace('$1', String(bookId))}`);
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('book_rating_totals');
    expect(text).not.toContain('on book_ratings');
  });

  it('empties with the ratings when they are reset', async () => {
    await suite.app.pool.query('truncate community.book_ratings, community.author_ratings');
    await expectKeptAsCounted();
    const { rows } = await suite.app.pool.query<{ n: number }>('select count(*)::int as n from community.book_rating_totals');
    expect(rows[0]!.n).toBe(0);
  });
});
