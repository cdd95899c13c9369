// The catalogue's trash seen from the public side (docs/rules.md §4, decision 121): a trashed book is
// gone from the API, its page, search and the sitemap while its community rows stay; a restore
// brings it back; the job runner deletes it for good after TRASH_RETENTION_DAYS.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRASH_RETENTION_DAYS } from '@starshelf/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodicJobs } from '../src/background-jobs.js';
import { createLogger } from '../src/lib/logger.js';
import { listenForCatalogueChanges, type CatalogueChanges } from '../src/modules/catalogue/catalogue-changes.js';
import { TRASH_PURGE_JOB, TRASH_QUEUE } from '../src/modules/catalogue/trash-purge-job.js';
import { askChat } from './support/chat-answer.js';
import { signedInAgent } from './support/members.js';
import { useSuiteDatabase } from './support/suite.js';
import type { TestApp, TestAgent } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import { waitFor } from './support/wait-for.js';

const STAND_IN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'stand-in-renderer.mjs');
const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the catalogue trash on the public side', () => {
  const suite = useSuiteDatabase(createCatalogueDatabase);
  let app: TestApp;
  let changes: CatalogueChanges;
  let member: TestAgent;
  let asker: TestAgent;
  let bookId: number;
  let authorId: number;

  const trash = (collection: 'books' | 'authors', id: number, at = new Date()) =>
    suite.database.payload.update({ collection, id, data: { deletedAt: at.toISOString() } as never, overrideAccess: true });
  const restore = (collection: 'books' | 'authors', id: number) =>
    suite.database.payload.update({ collection, id, data: { deletedAt: null, _status: 'published' } as never, trash: true, overrideAccess: true });
  const communityRows = async (id: number) => {
    const { rows } = await app.pool.query<{ ratings: number; entries: number }>(
      `select (select count(*)::int from community.book_ratings where book_id = $1) as ratings,
              (select count(*)::int from community.reading_list_entries where book_id = $1) as entries`,
      [id],
    );
    return rows[0];
  };

  beforeAll(async () => {
    changes = listenForCatalogueChanges(suite.database.url, logger);
    await waitFor(() => changes.isLive());
    app = await suite.startApp({ pageRendererFile: STAND_IN, catalogueChanges: changes, chatModel: null });
    authorId = await fixture(suite.database.payload, 'authors', { name: 'Mervyn Peake' });
    const gothic = await fixture(suite.database.payload, 'genres', { name: 'Gothic' });
    bookId = await fixture(suite.database.payload, 'books', { title: 'Titus Groan', publicationYear: 1946, authors: [authorId], genres: [gothic] });
    member = (await signedInAgent(app)).agent;
    // The chat leaves out what the one asking has read already: another member asks.
    asker = (await signedInAgent(app)).agent;
    expect((await member.post(`/api/books/${bookId}/ratings`).send({ rating: 5, review: 'Gormenghast!' })).status).toBe(200);
    expect((await member.post('/api/reading-list').send({ bookId, status: 'read' })).status).toBe(201);
  });
  afterAll(async () => {
    await changes?.close();
  });

  /** Whether the books sitemap lists the book; it follows a change one build later (decision 150). */
  const sitemapLists = async () => (await app.bare.get('/sitemaps/books-1.xml')).text.includes('titus-groan');

  /** What an anonymous reader and the member get of the book. */
  async function whatReadersGet() {
    const hasBook = (items: { id: number }[]) => items.some((item) => item.id === bookId);
    const sitemap = await app.bare.get('/sitemaps/books-1.xml');
    return {
      api: (await app.bare.get('/api/books/titus-groan')).status,
      byId: (await app.bare.get(`/api/books/${bookId}`)).status,
      modal: (await app.bare.get(`/api/books/${bookId}/modal-data`)).status,
      reviews: (await app.bare.get(`/api/books/${bookId}/reviews`)).status,
      page: (await app.bare.get(`/books/titus-groan-${bookId}`)).status,
      list: hasBook((await app.bare.get('/api/books?limit=100')).body.data.items),
      authorBooks: (await app.bare.get(`/api/authors/${authorId}`)).body.data?.bookCount,
      search: hasBook((await app.bare.get('/api/search?q=titus')).body.data.books),
      sitemap: sitemap.status === 200 && sitemap.text.includes('titus-groan'),
      readingList: (await member.get('/api/reading-list')).body.data.items.map((item: { book: { id: number } | null }) => item.book?.id ?? null),
      // The chat without a model: the offline recommender (three asks, within the member's daily quota).
      chat: (await askChat(asker, 'gothic novels')).ids.includes(bookId),
    };
  }

  it('answers 404 for a trashed book everywhere, keeps its ratings and list rows, and brings it all back on restore', async () => {
    const before = await whatReadersGet();
    expect(before).toEqual({
      api: 200, byId: 200, modal: 200, reviews: 200, page: 200, list: true, authorBooks: 1, search: true, sitemap: true, readingList: [bookId], chat: true,
    });

    await trash('books', bookId);
    // The cached page goes with the change notice of the trash.
    await waitFor(async () => (await app.bare.get(`/books/titus-groan-${bookId}`)).status === 404 && !(await sitemapLists()), 5_000);
    expect(await whatReadersGet()).toMatchObject({
      api: 404, byId: 404, modal: 404, reviews: 404, page: 404, list: false, authorBooks: 0, search: false, sitemap: false, readingList: [null], chat: false,
    });
    expect((await member.post(`/api/books/${bookId}/ratings`).send({ rating: 1 })).status).toBe(404);
    expect(await communityRows(bookId)).toEqual({ ratings: 1, entries: 1 });

    await restore('books', bookId);
    await waitFor(async () => (await app.bare.get(`/books/titus-groan-${bookId}`)).status === 200 && (await sitemapLists()), 5_000);
    expect(await whatReadersGet()).toEqual(before);
    const reviews = await app.bare.get(`/api/books/${bookId}/reviews`);
    expect(reviews.body.data).toMatchObject({ total: 1, items: [{ review: 'Gormenghast!' }] });
  });

  it(`has the job runner delete for good, with its community rows, a book ${TRASH_RETENTION_DAYS} days in the trash`, async () => {
    const purgeJob = periodicJobs({ pool: app.pool, logger }).find((job) => job.queue === TRASH_QUEUE && job.name === TRASH_PURGE_JOB);
    expect(purgeJob).toBeDefined();
    const young = await fixture(suite.database.payload, 'books', { title: 'Gormenghast' });
    await trash('books', young, new Date(Date.now() - (TRASH_RETENTION_DAYS - 1) * DAY_MS));
    await trash('books', bookId, new Date(Date.now() - (TRASH_RETENTION_DAYS + 1) * DAY_MS));

    await purgeJob!.run();

    const { rows } = await app.pool.query<{ id: number }>('select id from cms.books where id = any($1::int[]) order by id', [[bookId, young]]);
    expect(rows.map((row) => row.id)).toEqual([young]);
    expect(await communityRows(bookId)).toEqual({ ratings: 0, entries: 0 });
  });
});
