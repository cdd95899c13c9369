import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminUserSchema,
  analyticsDashboardSchema,
  analyticsDeletedSchema,
  authorDetailSchema,
  authorSummarySchema,
  awardDetailSchema,
  awardSummarySchema,
  bookDetailSchema,
  bookSummarySchema,
  chatEventSchemas,
  chatStatusSchema,
  currentUserSchema,
  editionRecordSchema,
  genreSummarySchema,
  genreWithBooksSchema,
  homeDataSchema,
  modalDataSchema,
  ownReviewSchema,
  cursorPagedSchema,
  pagedSchema,
  profileSchema,
  ratingSavedSchema,
  readingListEntrySchema,
  readingListItemSchema,
  reviewSchema,
  searchGroupsSchema,
  searchHitsSchema,
  seriesDetailSchema,
  seriesSummarySchema,
  type ChatEventName,
} from '@starshelf/contract';
import { rebuildSearchIndex } from '@starshelf/cms/catalogue';
import { createMember, GOOD_PASSWORD, signedInAgent } from './support/members.js';
import type { Route } from '../src/http/route.js';
import { startTestApp, type TestAgent, type TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture, type CatalogueDatabase } from './support/test-catalogue.js';

/**
 * Every JSON answer the front end reads, fetched over HTTP and parsed with the contract's schema:
 * a field the server renames, drops, retypes or adds fails here (parsing strips unknown keys, so
 * an extra field shows as a difference).
 */
function expectShape(schema: z.ZodType, response: Answer): void {
  expect(response.status).toBeLessThan(300);
  const parsed = schema.safeParse(response.body.data);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(response.body.data);
  // The route that answered documents this same schema in /api/docs.
  const declared = declaredRoute(response).response;
  expect(declared, 'the route declares no response schema').toBeDefined();
  expect(z.toJSONSchema(declared!, { unrepresentable: 'any' })).toEqual(z.toJSONSchema(schema, { unrepresentable: 'any' }));
}

type Answer = { status: number; body: { data?: unknown }; request: { method: string; url: string } };

let declaredRoutes: readonly Route[] = [];

/** The declared route that served a request: static segments win over parameters, as in the router. */
function declaredRoute(response: Answer): Route {
  const path = new URL(response.request.url).pathname.replace(/^\/api/, '');
  const matching = declaredRoutes.filter(
    (row) => row.method === response.request.method && new RegExp(`^${row.path.replace(/:\w+/g, '[^/]+')}$`).test(path),
  );
  const fewestParameters = (row: Route) => (row.path.match(/:/g) ?? []).length;
  const [best] = [...matching].sort((a, b) => fewestParameters(a) - fewestParameters(b));
  if (!best) throw new Error(`no declared route serves ${response.request.method} ${path}`);
  return best;
}

describe('community API answers match the contract', () => {
  let database: CatalogueDatabase;
  let app: TestApp;
  let member: TestAgent;
  let admin: TestAgent;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createCatalogueDatabase();
    app = await startTestApp({ databaseUrl: database.url, chatModel: null });
    declaredRoutes = app.routes;
    const { payload } = database;
    ids.author = await fixture(payload, 'authors', { name: 'Ursula K. Le Guin', nativeLanguage: 'en', gender: 'female' });
    ids.genre = await fixture(payload, 'genres', { name: 'Science Fiction' });
    ids.series = await fixture(payload, 'series', { name: 'Hainish Cycle', isCompleted: true });
    ids.award = await fixture(payload, 'awards', { name: 'Nebula Award', categories: [{ name: 'Best Novel' }] });
    ids.book = await fixture(payload, 'books', {
      title: 'The Dispossessed',
      publicationYear: 1974,
      authors: [ids.author],
      genres: [ids.genre],
      allSeries: [{ series: ids.series, position: '5', positionSort: 5 }],
    });
    await fixture(payload, 'award-entries', { award: ids.award, book: ids.book, isWinner: true, category: 'Best Novel', year: 1975 });
    await fixture(payload, 'editions', { book: ids.book, title: 'Harper & Row', isPrimaryEdition: true });
    await rebuildSearchIndex();
    member = (await signedInAgent(app, 'GOLDEN_USER')).agent;
    admin = (await signedInAgent(app, 'SUPER_USER')).agent;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('catalogue reads', async () => {
    const get = (path: string) => app.request.get(path);
    expectShape(homeDataSchema, await get('/api/home'));
    expectShape(cursorPagedSchema(bookSummarySchema), await get('/api/books'));
    expectShape(bookDetailSchema, await get(`/api/books/${ids.book}`));
    expectShape(z.array(editionRecordSchema), await get(`/api/books/${ids.book}/editions`));
    expectShape(cursorPagedSchema(authorSummarySchema), await get('/api/authors'));
    expectShape(authorDetailSchema, await get(`/api/authors/${ids.author}`));
    expectShape(pagedSchema(bookSummarySchema), await get(`/api/authors/${ids.author}/books?page=2`));
    expectShape(cursorPagedSchema(seriesSummarySchema), await get('/api/series'));
    expectShape(seriesDetailSchema, await get(`/api/series/${ids.series}`));
    expectShape(z.array(genreSummarySchema), await get('/api/genres'));
    expectShape(genreWithBooksSchema, await get(`/api/genres/${ids.genre}`));
    expectShape(z.array(awardSummarySchema), await get('/api/awards'));
    expectShape(awardDetailSchema, await get(`/api/awards/${ids.award}`));
    expectShape(searchGroupsSchema, await get('/api/search?q=dispossessed'));
    expectShape(searchHitsSchema, await get('/api/books/search?q=dis'));
    expectShape(searchHitsSchema, await get('/api/authors/search?q=guin'));
  });

  it('ratings, reviews, the reading list and the modal data', async () => {
    expectShape(ratingSavedSchema, await member.post(`/api/books/${ids.book}/ratings`).send({ rating: 5, review: 'Anarres.' }));
    expectShape(ratingSavedSchema, await member.post(`/api/authors/${ids.author}/ratings`).send({ rating: 4 }));
    expectShape(pagedSchema(reviewSchema), await app.request.get(`/api/books/${ids.book}/reviews`));
    expectShape(readingListEntrySchema, await member.post('/api/reading-list').send({ bookId: ids.book, status: 'reading' }));
    expectShape(readingListEntrySchema, await member.patch(`/api/reading-list/${ids.book}`).send({ status: 'read' }));
    expectShape(pagedSchema(readingListItemSchema), await member.get('/api/reading-list'));
    const modal = await member.get(`/api/books/${ids.book}/modal-data`);
    expect(modal.body.data.userRating).not.toBeNull();
    expectShape(modalDataSchema, modal);
    expectShape(modalDataSchema, await app.request.get(`/api/books/${ids.book}/modal-data`));
  });

  it('the member, the profile and their reviews', async () => {
    const user = await createMember(app);
    expectShape(currentUserSchema, await app.request.post('/api/auth/login').send({ email: user.email, password: GOOD_PASSWORD }));
    expectShape(currentUserSchema, await member.get('/api/auth/user'));
    expectShape(profileSchema, await member.get('/api/profile'));
    expectShape(profileSchema, await member.patch('/api/profile').send({ bio: 'Reads.' }));
    const reviews = await member.get('/api/profile/reviews');
    expect(reviews.body.data.items).toHaveLength(2);
    expectShape(pagedSchema(ownReviewSchema), reviews);
  });

  it('administration', async () => {
    const users = await admin.get('/api/admin/users');
    expectShape(pagedSchema(adminUserSchema), users);
    const someone = (users.body.data.items as { id: string; role: string }[]).find((row) => row.role === 'GOLDEN_USER')!;
    expectShape(adminUserSchema, await admin.patch(`/api/admin/users/${someone.id}`).send({ disabled: false }));
    await app.request.post('/api/analytics/event').send({ eventType: 'page_view', route: '/books' });
    expectShape(analyticsDashboardSchema, await admin.get('/api/admin/analytics?range=7'));
    expectShape(analyticsDeletedSchema, await admin.delete('/api/admin/analytics?olderThanDays=30'));
  });

  it('the chat status and every event of an answer', async () => {
    expectShape(chatStatusSchema, await member.get('/api/chat/status'));
    const response = await member.post('/api/chat').send({ message: 'Something like The Dispossessed' });
    expect(response.status).toBe(200);
    const events = response.text
      .split('\n\n')
      .filter((block) => block.trim() !== '')
      .map((block) => {
        const [eventLine = '', dataLine = ''] = block.split('\n');
        return { name: eventLine.slice('event: '.length) as ChatEventName, data: JSON.parse(dataLine.slice('data: '.length)) as unknown };
      });
    expect(new Set(events.map((event) => event.name))).toEqual(new Set(['token', 'books', 'done']));
    for (const event of events) {
      const parsed = chatEventSchemas[event.name].safeParse(event.data);
      expect(parsed.error?.issues ?? [], event.name).toEqual([]);
      expect(parsed.data).toEqual(event.data);
    }
  });
});
