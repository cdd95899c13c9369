import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './support/members.js';
import { createCatalogueDatabase, fixture, translate } from './support/test-catalogue.js';
import { useSuiteApp } from './support/suite.js';

describe('profile counts and the member\'s own reviews', () => {
  const suite = useSuiteApp(createCatalogueDatabase);
  let bookId: number;
  let authorId: number;

  beforeAll(async () => {
    authorId = await fixture(suite.database.payload, 'authors', { name: 'Stanisław Lem' });
    bookId = await fixture(suite.database.payload, 'books', { title: 'The Cyberiad', authors: [authorId] });
    await translate(suite.database.payload, 'books', bookId, 'de', { title: 'Kyberiade' });
  });

  it('counts the reading list and the ratings of books and authors', async () => {
    const { agent } = await signedInAgent(suite.app);
    expect((await agent.get('/api/profile')).body.data.counts).toEqual({ readingList: 0, reviews: 0 });
    await agent.post('/api/reading-list').send({ bookId });
    await agent.post(`/api/books/${bookId}/ratings`).send({ rating: 5, review: 'Robots telling fairy tales.' });
    await agent.post(`/api/authors/${authorId}/ratings`).send({ rating: 4 });
    expect((await agent.get('/api/profile')).body.data.counts).toEqual({ readingList: 1, reviews: 2 });
  });

  it('lists book and author ratings newest first with the rated item in the reader\'s language', async () => {
    const { agent } = await signedInAgent(suite.app);
    await agent.post(`/api/books/${bookId}/ratings`).send({ rating: 3, review: 'Clever.' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await agent.post(`/api/authors/${authorId}/ratings`).send({ rating: 5 });

    const response = await agent.get('/api/profile/reviews?locale=de');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ total: 2, page: 1, hasMore: false });
    expect(response.body.data.items).toMatchObject([
      { kind: 'author', itemId: authorId, rating: 5, review: null, item: { id: authorId, name: 'Stanisław Lem' } },
      { kind: 'book', itemId: bookId, rating: 3, review: 'Clever.', item: { id: bookId, name: 'Kyberiade' } },
    ]);
    const secondPage = await agent.get('/api/profile/reviews?page=2&limit=1');
    expect(secondPage.body.data).toMatchObject({ total: 2, hasMore: false, items: [{ kind: 'book' }] });
  });

  it('shows nobody else\'s ratings', async () => {
    const { agent } = await signedInAgent(suite.app);
    expect((await agent.get('/api/profile/reviews')).body.data).toMatchObject({ total: 0, items: [] });
  });
});
