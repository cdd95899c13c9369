import { beforeAll, describe, expect, it } from 'vitest';
import { roundAverage } from '@starshelf/contract';
import { getBookDetail, writeRatingAggregate } from '@starshelf/cms/catalogue';
import { reconcileRatingAggregates } from '../src/modules/ratings/reconcile-aggregates.js';
import { signedInAgent } from './support/members.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import { waitFor } from './support/wait-for.js';
import { useSuiteApp } from './support/suite.js';

describe('ratings, reviews and the reading list', () => {
  // No Redis: aggregates are written in-process, as `npm start` without REDIS_URL does.
  const suite = useSuiteApp(createCatalogueDatabase);
  let bookId: number;
  let authorId: number;

  beforeAll(async () => {
    authorId = await fixture(suite.database.payload, 'authors', { name: 'Octavia E. Butler' });
    bookId = await fixture(suite.database.payload, 'books', { title: 'Kindred', authors: [authorId] });
  });

  it('upserts one rating per member and answers the average rounded to one decimal', async () => {
    const first = (await signedInAgent(suite.app)).agent;
    const second = (await signedInAgent(suite.app)).agent;
    const third = (await signedInAgent(suite.app)).agent;
    expect((await first.post(`/api/books/${bookId}/ratings`).send({ rating: 5 })).body.data).toMatchObject({ averageRating: 5, ratingsCount: 1 });
    await second.post(`/api/books/${bookId}/ratings`).send({ rating: 4 });
    const third1 = await third.post(`/api/books/${bookId}/ratings`).send({ rating: 4, review: '  Gripping.  ' });
    expect(third1.body.data).toMatchObject({ averageRating: 4.3, ratingsCount: 3, rating: { rating: 4, review: 'Gripping.' } });
    const updated = await first.post(`/api/books/${bookId}/ratings`).send({ rating: 1 });
    expect(updated.body.data).toMatchObject({ averageRating: 3, ratingsCount: 3 });
    await waitFor(async () => (await getBookDetail(bookId))?.averageRating === 3);
    const reviews = await suite.app.request.get(`/api/books/${bookId}/reviews`);
    expect(reviews.body.data).toMatchObject({ total: 1, items: [{ review: 'Gripping.', user: { displayName: 'Test Member' } }] });
    expect((await first.delete(`/api/books/${bookId}/ratings`)).status).toBe(204);
    await waitFor(async () => (await getBookDetail(bookId))?.ratingsCount === 2);
    expect((await getBookDetail(bookId))?.averageRating).toBe(4);
  });

  it('rates authors and answers null averages without ratings', async () => {
    const { agent } = await signedInAgent(suite.app);
    const otherAuthor = await fixture(suite.database.payload, 'authors', { name: 'Nobody Rated' });
    expect((await suite.app.request.get(`/api/authors/${otherAuthor}`)).body.data).toMatchObject({ averageRating: null, ratingsCount: 0 });
    expect((await agent.post(`/api/authors/${authorId}/ratings`).send({ rating: 2 })).body.data).toMatchObject({ averageRating: 2, ratingsCount: 1 });
    expect((await agent.post(`/api/authors/${authorId}/ratings`).send({ rating: 6 })).status).toBe(400);
    expect((await agent.post('/api/authors/999999/ratings').send({ rating: 3 })).status).toBe(404);
    expect((await suite.app.agent().post(`/api/authors/${authorId}/ratings`).send({ rating: 3 })).status).toBe(401);
  });

  it('repairs a lost aggregate in the reconcile', async () => {
    // Lost past the jobs (an editor's save keeps the stored aggregates, decision 123): written in SQL.
    await suite.app.pool.query('update cms.books set average_rating = 1, ratings_count = 99 where id = $1', [bookId]);
    const { corrected } = await reconcileRatingAggregates();
    expect(corrected).toBeGreaterThanOrEqual(1);
    expect(await getBookDetail(bookId)).toMatchObject({ averageRating: 4, ratingsCount: 2 });
  });

  it('reconciles in the database, rounding half up as the rating job does, so neither undoes the other', async () => {
    // Averages exactly on a half: 23/20 = 1.15 (binary 1.1499…) and 21/20 = 1.05 round up to 1.2 and 1.1.
    const halfUp = await fixture(suite.database.payload, 'books', { title: 'Half Up' });
    const alsoHalfUp = await fixture(suite.database.payload, 'books', { title: 'Also Half Up' });
    const { rows: members } = await suite.app.pool.query<{ id: string }>(
      `insert into community.users (email) select 'half-up-' || g || '@example.test' from generate_series(1, 20) g returning id`,
    );
    const ids = members.map((member) => member.id);
    await suite.app.pool.query(
      `insert into community.book_ratings (user_id, book_id, rating)
       select u, $2::int, case when n <= 3 then 2 else 1 end from unnest($1::uuid[]) with ordinality as m(u, n)
       union all
       select u, $3::int, case when n = 1 then 2 else 1 end from unnest($1::uuid[]) with ordinality as m(u, n)`,
      [ids, halfUp, alsoHalfUp],
    );
    await reconcileRatingAggregates();
    expect(await getBookDetail(halfUp)).toMatchObject({ averageRating: roundAverage(23 / 20), ratingsCount: 20 });
    expect(await getBookDetail(alsoHalfUp)).toMatchObject({ averageRating: roundAverage(21 / 20), ratingsCount: 20 });
    expect([roundAverage(23 / 20), roundAverage(21 / 20)]).toEqual([1.2, 1.1]);
    // The rating job's write of the same truth changes nothing, and the next reconcile finds nothing to do.
    await writeRatingAggregate('books', halfUp, 23 / 20, 20);
    await writeRatingAggregate('books', alsoHalfUp, 21 / 20, 20);
    expect((await reconcileRatingAggregates()).corrected).toBe(0);
    // A book whose last rating went leaves with no average and a count of 0.
    await suite.app.pool.query('delete from community.book_ratings where book_id = $1', [alsoHalfUp]);
    expect((await reconcileRatingAggregates()).corrected).toBeGreaterThanOrEqual(1);
    expect(await getBookDetail(alsoHalfUp)).toMatchObject({ averageRating: null, ratingsCount: 0 });
  });

  it('adds, refuses a duplicate, changes, lists and removes reading-list entries', async () => {
    const { agent } = await signedInAgent(suite.app);
    const added = await agent.post('/api/reading-list').send({ bookId });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ bookId, status: 'to_read' });
    const duplicate = await agent.post('/api/reading-list').send({ bookId, status: 'read' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe('CONFLICT');
    expect((await agent.patch(`/api/reading-list/${bookId}`).send({ status: 'reading' })).body.data.status).toBe('reading');
    const list = await agent.get('/api/reading-list?status=reading');
    expect(list.body.data).toMatchObject({ total: 1, hasMore: false, items: [{ bookId, status: 'reading', book: { id: bookId, title: 'Kindred' } }] });
    expect((await agent.get('/api/reading-list?status=read')).body.data.total).toBe(0);
    expect((await agent.delete(`/api/reading-list/${bookId}`)).status).toBe(204);
    expect((await agent.delete(`/api/reading-list/${bookId}`)).status).toBe(404);
    expect((await agent.post('/api/reading-list').send({ bookId: 987654 })).status).toBe(404);
    expect((await agent.patch(`/api/reading-list/${bookId}`).send({ status: 'done' })).status).toBe(400);
  });
});
