// The detail answers of books, authors and series, kept as sent until a notice touches what they
// show (docs/decisions/155-detail-answers-kept-by-what-changed.md). A title changed past Payload
// sends no notice, so an answer that still shows the old one was kept; real PostgreSQL notices
// (a rating aggregate's own write, an editor's edit) bring the change in.
import { notifyAggregatesChanged, writeRatingAggregate } from '@starshelf/cms/catalogue';
import { describe, expect, it } from 'vitest';
import { useListeningApps } from './support/listening-apps.js';
import { useSuiteDatabase } from './support/suite.js';
import type { TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import { waitFor } from './support/wait-for.js';

type Book = { id: number; slug: string; title: string; ratingsCount: number };
type Author = { id: number; books: Book[] };

describe('detail answers kept until a change touches them', () => {
  const suite = useSuiteDatabase(createCatalogueDatabase);
  let authorId: number;
  let kindred: number;
  let dawn: number;
  const apps = useListeningApps(suite, async () => {
    authorId = await fixture(suite.database.payload, 'authors', { name: 'Octavia E. Butler' });
    kindred = await fixture(suite.database.payload, 'books', { title: 'Kindred', publicationYear: 1979, authors: [authorId] });
    dawn = await fixture(suite.database.payload, 'books', { title: 'Dawn', publicationYear: 1987, authors: [authorId] });
  });

  const book = async (app: TestApp, key: number | string, locale = 'en') => ((await app.request.get(`/api/books/${key}?locale=${locale}`)).body as { data: Book }).data;
  const author = async (app: TestApp) => ((await app.request.get(`/api/authors/${authorId}`)).body as { data: Author }).data;
  /** Written past Payload, so no notice is sent. */
  const retitleQuietly = (id: number, title: string) => apps.pool.query(`update cms.books_locales set title = $1 where _parent_id = $2 and _locale = 'en'`, [title, id]);

  it('answers from what it kept until a rating notice names the book, and leaves the other books kept', async () => {
    expect((await book(apps.live, kindred)).title).toBe('Kindred');
    expect((await book(apps.live, dawn)).title).toBe('Dawn');
    await retitleQuietly(kindred, 'Kindred (2)');
    await retitleQuietly(dawn, 'Dawn (2)');
    expect((await book(apps.live, kindred)).title).toBe('Kindred');
    // Without a listener nothing is kept: every answer is read afresh.
    expect((await book(apps.unlistened, kindred)).title).toBe('Kindred (2)');

    await notifyAggregatesChanged(apps.pool, 'books', [dawn]);
    await waitFor(async () => (await book(apps.live, dawn)).title === 'Dawn (2)', 5_000);
    expect((await book(apps.live, kindred)).title).toBe('Kindred');
    await notifyAggregatesChanged(apps.pool, 'books', [kindred]);
    await waitFor(async () => (await book(apps.live, kindred)).title === 'Kindred (2)', 5_000);
  });

  it('answers 304 to the ETag of the kept answer, and HEAD without a body', async () => {
    const first = await apps.live.request.get(`/api/books/${kindred}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toContain('s-maxage');
    const again = await apps.live.request.get(`/api/books/${kindred}`).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    const head = await apps.live.request.head(`/api/books/${kindred}`);
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(etag);
  });

  it('shows a rating of a book it lists on the author\'s answer, and an editor\'s edit on every answer', async () => {
    const before = await author(apps.live);
    expect(before.books.find((listed) => listed.id === kindred)?.ratingsCount).toBe(0);
    await writeRatingAggregate('books', kindred, 4, 3);
    await waitFor(async () => (await author(apps.live)).books.find((listed) => listed.id === kindred)?.ratingsCount === 3, 5_000);
    expect((await book(apps.live, kindred)).ratingsCount).toBe(3);

    expect((await book(apps.live, dawn, 'de')).title).toBe('Dawn (2)');
    await suite.database.payload.update({ collection: 'books', id: dawn, locale: 'en', data: { title: 'Dawn of Xenogenesis' } as never, overrideAccess: true, depth: 0 });
    await waitFor(async () => (await book(apps.live, dawn, 'de')).title === 'Dawn of Xenogenesis', 5_000);
    await waitFor(async () => (await book(apps.live, dawn)).title === 'Dawn of Xenogenesis', 5_000);
  });
  // Decision 167: the book page asks for the edition the book is known by; both views are kept apart.
  it('answers the primary edition alone for editions=primary, with the first edition holding an ISBN when it has none, each view kept apart', async () => {
    const { payload } = suite.database;
    const work = await fixture(payload, 'books', { title: 'Parable of the Sower', publicationYear: 1993, authors: [authorId] });
    const primary = await fixture(payload, 'editions', { book: work, title: 'Parable of the Sower', isPrimaryEdition: true, publicationYear: 1993 });
    await fixture(payload, 'editions', { book: work, title: 'Parable of the Sower (Book Club)', publicationYear: 1994 });
    const withIsbn = await fixture(payload, 'editions', { book: work, title: 'Parable of the Sower (Paperback)', publicationYear: 1995, isbn: '9780446675505' });
    const editionIds = async (query: string) => {
      const response = await apps.live.request.get(`/api/books/${work}?locale=en${query}`);
      expect(response.status, query).toBe(200);
      return (response.body.data.editions as { id: number }[]).map((edition) => edition.id);
    };
    for (let round = 0; round < 2; round += 1) {
      expect(await editionIds('&editions=primary')).toEqual([primary, withIsbn]);
      expect(await editionIds('')).toHaveLength(3);
      expect(await editionIds('&editions=all')).toHaveLength(3);
    }
    // The primary's own ISBN: then it alone.
    await payload.update({ collection: 'editions', id: primary, data: { isbn: '9780446601979' } });
    await waitFor(async () => (await editionIds('&editions=primary')).length === 1, 5_000);
    expect(await editionIds('&editions=primary')).toEqual([primary]);
    const refused = await apps.live.request.get(`/api/books/${work}?editions=some`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(refused.body)).toContain('editions');
  });
});
