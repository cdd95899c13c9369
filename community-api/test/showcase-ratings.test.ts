import { WIDELY_READ_RATINGS } from '@starshelf/cms/catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { reconcileRatingAggregates } from '../src/modules/ratings/reconcile-aggregates.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import { useSuiteApp } from './support/suite.js';

type Listed = { id: number; ratingsCount: number; averageRating: number | null; genres?: { slug: string }[] };

describe('best rated and the home page, from real ratings through the aggregates', () => {
  const suite = useSuiteApp(createCatalogueDatabase);
  const ids: Record<string, number> = {};

  /** `stars` ratings of one star value each, by imported readers (as the seeder stores them). */
  async function rate(table: 'book_ratings' | 'author_ratings', column: 'book_id' | 'author_id', itemId: number, stars: Record<number, number>) {
    for (const [star, times] of Object.entries(stars)) {
      await suite.app.pool.query(
        `insert into community.${table} (user_id, ${column}, rating)
         select id, $1, $2 from community.users where external_id like 'showcase:%'
          and id not in (select user_id from community.${table} where ${column} = $1)
          limit $3`,
        [itemId, Number(star), times],
      );
    }
  }

  beforeAll(async () => {
    const { payload } = suite.database;
    await suite.app.pool.query(`insert into community.users (external_id) select 'showcase:' || n from generate_series(1, 3000) n`);
    ids.sf = await fixture(payload, 'genres', { name: 'Science Fiction', slug: 'science-fiction' });
    ids.fantasy = await fixture(payload, 'genres', { name: 'Fantasy', slug: 'fantasy' });
    ids.gemSeries = await fixture(payload, 'series', { name: 'Gem Saga' });
    ids.classicSeries = await fixture(payload, 'series', { name: 'Classic Cycle' });
    ids.gemAuthor = await fixture(payload, 'authors', { name: 'Gem Author' });
    ids.classicAuthor = await fixture(payload, 'authors', { name: 'Classic Author' });
    const book = (title: string, genre: number, author: number, series?: number) =>
      fixture(payload, 'books', { title, genres: [genre], authors: [author], allSeries: series ? [{ series, position: '1' }] : [] });
    ids.gem = await book('A Small Gem', ids.fantasy, ids.gemAuthor, ids.gemSeries);
    ids.classic = await book('A Well-Loved Classic', ids.sf, ids.classicAuthor, ids.classicSeries);
    ids.favourite = await book('A Fantasy Favourite', ids.fantasy, ids.classicAuthor);
    // 5.0 from 7; 4.4 from 3,000; 4.5 from 60. With the prior of decision 100 (C = 100) the 4.4 from
    // 3,000 leads (4.385 against 4.138); with C = 12 the 4.5 from 60 did (4.403 against 4.398).
    await rate('book_ratings', 'book_id', ids.gem, { 5: 7 });
    await rate('book_ratings', 'book_id', ids.classic, { 5: 1200, 4: 1800 });
    await rate('book_ratings', 'book_id', ids.favourite, { 5: 30, 4: 30 });
    await rate('author_ratings', 'author_id', ids.gemAuthor, { 5: 7 });
    await rate('author_ratings', 'author_id', ids.classicAuthor, { 5: 1200, 4: 1800 });
    await reconcileRatingAggregates();
  });

  const list = async (path: string): Promise<Listed[]> => {
    const response = await suite.app.request.get(path);
    expect(response.status).toBe(200);
    return (response.body.data.items ?? response.body.data.books.items) as Listed[];
  };
  const order = (items: Listed[]) => items.map((item) => item.id);

  it('sorts books, the genre page, authors and series by the damped average', async () => {
    const books = await list('/api/books?sort=rating');
    expect(order(books)).toEqual([ids.classic, ids.favourite, ids.gem]);
    expect(books.find((book) => book.id === ids.gem)).toMatchObject({ averageRating: 5, ratingsCount: 7 });
    expect(books.find((book) => book.id === ids.classic)).toMatchObject({ averageRating: 4.4, ratingsCount: 3000 });
    expect(order(await list(`/api/genres/${ids.fantasy}?sort=rating`))).toEqual([ids.favourite, ids.gem]);
    expect(order(await list('/api/authors?sort=rating'))).toEqual([ids.classicAuthor, ids.gemAuthor]);
    expect(order(await list('/api/series?sort=rating'))).toEqual([ids.classicSeries, ids.gemSeries]);
  });

  it('filters minRating on the plain mean the reader sees', async () => {
    expect(order(await list('/api/books?sort=rating&minRating=4.5'))).toEqual([ids.favourite, ids.gem]);
  });

  it('leads the home page with widely read books from both science fiction and fantasy', async () => {
    const response = await suite.app.request.get('/api/home');
    expect(response.status).toBe(200);
    const { hero, featuredBooks } = response.body.data as { hero: Listed; featuredBooks: Listed[] };
    const lead = [hero, featuredBooks[0]!];
    expect(order(lead)).toEqual([ids.classic, ids.favourite]);
    expect(lead.every((book) => book.ratingsCount >= WIDELY_READ_RATINGS)).toBe(true);
    // The niche 5.0 only fills up after them.
    expect(order(featuredBooks)).toEqual([ids.favourite, ids.gem]);
  });
});
