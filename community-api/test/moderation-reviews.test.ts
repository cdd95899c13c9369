import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { langchainTools } from '../src/modules/chat/agent-recommender.js';
import { createCatalogueTools } from '../src/modules/chat/catalogue-tools.js';
import { listenForCatalogueChanges, type CatalogueChanges } from '../src/modules/catalogue/catalogue-changes.js';
import { createLogger } from '../src/lib/logger.js';
import { signedInAgent } from './support/members.js';
import { useSuiteDatabase } from './support/suite.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import type { TestAgent, TestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';

const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });
const RENDERER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'reviews-renderer.mjs');

describe('reported reviews, the queue, and hidden text (docs/rules.md "Moderation")', () => {
  const suite = useSuiteDatabase(createCatalogueDatabase);
  let app: TestApp;
  let changes: CatalogueChanges;
  let admin: TestAgent;
  let bookId: number;
  let authorId: number;

  beforeAll(async () => {
    changes = listenForCatalogueChanges(suite.database.url, logger);
    await waitFor(() => changes.isLive());
    app = await suite.startApp({ pageRendererFile: RENDERER, catalogueChanges: changes, rateLimits: { reportUser: { points: 3, durationSeconds: 3600 }, reviewUser: { points: 3, durationSeconds: 3600 } } });
    ({ agent: admin } = await signedInAgent(app, 'SUPER_USER'));
    authorId = await fixture(suite.database.payload, 'authors', { name: 'Ursula K. Le Guin' });
    bookId = await fixture(suite.database.payload, 'books', { title: 'The Dispossessed', authors: [authorId] });
  });
  afterAll(async () => {
    await changes?.close();
  });

  const review = async (text: string, kind: 'books' | 'authors' = 'books', rating = 2) => {
    const author = await signedInAgent(app);
    const itemId = kind === 'books' ? bookId : authorId;
    expect((await author.agent.post(`/api/${kind}/${itemId}/ratings`).send({ rating, review: text })).status).toBe(200);
    return { ...author, itemId, path: `/api/${kind}/${itemId}/reviews/${author.user.id}/reports` };
  };

  it('takes a report (202), one open report per reader and review, never on one\'s own, 404 for no review', async () => {
    const written = await review('A fine ambiguous utopia.');
    const { agent: reader } = await signedInAgent(app);
    expect((await reader.post(written.path).send({ reason: 'spoiler', note: 'reveals the end' })).status).toBe(202);
    const again = await reader.post(written.path).send({ reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CONFLICT');
    expect((await written.agent.post(written.path).send({ reason: 'spam' })).status).toBe(400);
    const { agent: silent, user: silentUser } = await signedInAgent(app);
    expect((await reader.post(`/api/books/${bookId}/reviews/${silentUser.id}/reports`).send({ reason: 'spam' })).status).toBe(404);
    expect((await silent.post(written.path).send({ reason: 'nonsense' })).status).toBe(400);
    expect((await silent.post(written.path).send({ reason: 'other', note: 'x'.repeat(501) })).status).toBe(400);
    expect((await app.agent().post(written.path).send({ reason: 'spam' })).status).toBe(401);
  });

  it('limits the reports of one reader per hour with 429 RATE_LIMITED', async () => {
    const { agent: reader } = await signedInAgent(app);
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await reader.post((await review(`Review number ${index}`)).path).send({ reason: 'spam' })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('limits the reviews a member posts per hour (429 RATE_LIMITED); a rating without text is not a review', async () => {
    const { agent } = await signedInAgent(app);
    const post = (kind: 'books' | 'authors', body: Record<string, unknown>) => agent.post(`/api/${kind}/${kind === 'books' ? bookId : authorId}/ratings`).send(body);
    expect((await post('books', { rating: 4, review: 'First text' })).status).toBe(200);
    expect((await post('authors', { rating: 4, review: 'Second text' })).status).toBe(200);
    expect((await post('books', { rating: 3, review: 'Edited text' })).status).toBe(200);
    const refused = await post('authors', { rating: 2, review: 'One too many' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
    expect((await post('books', { rating: 5 })).status).toBe(200);
  });

  it('queues reviews with open reports for administrators only, most reported first, with reasons and the author\'s other reviews', async () => {
    const many = await review('BUY CHEAP WATCHES spam text');
    await many.agent.post(`/api/authors/${authorId}/ratings`).send({ rating: 1, review: 'Another spam text by the same author' });
    const few = await review('Mildly off topic musings');
    for (const reason of ['spam', 'spam', 'abuse'] as const) await (await signedInAgent(app)).agent.post(many.path).send({ reason });
    await (await signedInAgent(app)).agent.post(few.path).send({ reason: 'off_topic', note: 'about the weather' });

    const { agent: member } = await signedInAgent(app);
    expect((await member.get('/api/admin/reports')).status).toBe(403);
    const queue = await admin.get('/api/admin/reports?limit=100');
    expect(queue.status).toBe(200);
    const mine = queue.body.data.items.filter((item: { review: { author: { id: string } } }) => [many.user.id, few.user.id].includes(item.review.author.id));
    expect(mine.map((item: { reportCount: number }) => item.reportCount)).toEqual([3, 1]);
    expect(mine[0]).toMatchObject({
      status: 'open',
      reasons: [{ reason: 'spam', count: 2 }, { reason: 'abuse', count: 1 }],
      review: { kind: 'book', itemId: bookId, text: 'BUY CHEAP WATCHES spam text', hidden: false, item: { name: 'The Dispossessed' } },
      authorRecentReviews: [{ kind: 'author', itemId: authorId, text: 'Another spam text by the same author' }],
    });
    expect(mine[1]).toMatchObject({ notes: ['about the weather'], reasons: [{ reason: 'off_topic', count: 1 }] });
    expect(Date.parse(mine[0].firstReportedAt)).toBeLessThanOrEqual(Date.parse(mine[0].lastReportedAt));
  });

  it('hides a text from every answer and page others read while its rating counts, the author still sees it, and restores it', async () => {
    const secret = 'SECRET-HIDDEN-TEXT-4711 with a phrase nobody else wrote';
    const written = await review(secret, 'books', 1);
    const { agent: other } = await signedInAgent(app);
    await other.post(`/api/books/${bookId}/ratings`).send({ rating: 5, review: 'A readable review' });
    await other.post(written.path).send({ reason: 'abuse' });
    const page = `/books/${bookId}`;
    // Rendered and cached with the text first.
    expect((await app.agent().get(page)).text).toContain('SECRET-HIDDEN-TEXT-4711');
    const countBefore = (await other.get(`/api/books/${bookId}/modal-data`)).body.data.ratings;

    const hidden = await admin.post('/api/admin/reviews/hide').send({ kind: 'book', itemId: bookId, userId: written.user.id, reason: 'insults other readers' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ resolvedReports: 1, review: { hidden: true, hiddenReason: 'insults other readers', text: secret } });

    const readers = [app.agent(), other];
    for (const reader of readers) {
      for (const url of [`/api/books/${bookId}/reviews?limit=100`, `/api/books/${bookId}/modal-data`, `/api/books/${bookId}`]) {
        const response = await reader.get(url);
        expect(response.status).toBe(200);
        expect(JSON.stringify(response.body)).not.toContain('SECRET-HIDDEN-TEXT-4711');
      }
    }
    // The cached page is dropped at once (the catalogue's change notice).
    await waitFor(async () => !(await app.agent().get(page)).text.includes('SECRET-HIDDEN-TEXT-4711'));
    expect((await app.agent().get(page)).text).toContain('A readable review');
    expect((await app.agent().get(`/authors/${authorId}`)).text).not.toContain('SECRET-HIDDEN-TEXT-4711');
    expect(JSON.stringify((await other.get('/api/profile/export')).body)).not.toContain('SECRET-HIDDEN-TEXT-4711');
    expect((await other.get('/api/reading-list/export')).text).not.toContain('SECRET-HIDDEN-TEXT-4711');
    // The chatbot's tools (what the model reads) carry no review text.
    const tools = langchainTools(createCatalogueTools({ locale: 'en', member: { knownIds: [bookId], rated: [], listed: [] } }));
    const calls: Record<string, Record<string, unknown>> = {
      search_catalogue: { query: 'Dispossessed', type: 'books' },
      find_books: {},
      similar_books: { bookId },
      my_books: {},
      my_picks: {},
    };
    for (const tool of tools) {
      const output: unknown = await tool.invoke((calls[tool.name] ?? {}) as never);
      expect(JSON.stringify(output), tool.name).not.toContain('SECRET-HIDDEN-TEXT-4711');
    }
    // The rating still counts.
    expect((await other.get(`/api/books/${bookId}/modal-data`)).body.data.ratings.count).toBe(countBefore.count);

    // The author sees it, marked, with the reason.
    const own = (await written.agent.get('/api/profile/reviews')).body.data.items;
    expect(own).toMatchObject([{ kind: 'book', itemId: bookId, review: secret, hidden: true, hiddenReason: 'insults other readers' }]);
    expect((await written.agent.get(`/api/books/${bookId}/modal-data`)).body.data.userRating).toMatchObject({ review: secret, hidden: true });
    const ownExport = (await written.agent.get('/api/profile/export')).body;
    expect(ownExport.bookRatings).toMatchObject([{ review: secret, hidden: true, hiddenReason: 'insults other readers' }]);

    // Its reports are resolved: off the open queue, on the resolved one.
    const open = (await admin.get('/api/admin/reports?limit=100')).body.data.items;
    expect(open.some((item: { review: { author: { id: string } } }) => item.review.author.id === written.user.id)).toBe(false);
    const resolved = (await admin.get('/api/admin/reports?status=resolved&limit=100')).body.data.items;
    expect(resolved.find((item: { review: { author: { id: string } } }) => item.review.author.id === written.user.id)).toMatchObject({ status: 'resolved', reportCount: 1 });

    expect((await admin.post('/api/admin/reviews/restore').send({ kind: 'book', itemId: bookId, userId: written.user.id })).status).toBe(200);
    expect(JSON.stringify((await app.agent().get(`/api/books/${bookId}/reviews?limit=100`)).body)).toContain('SECRET-HIDDEN-TEXT-4711');
    await waitFor(async () => (await app.agent().get(page)).text.includes('SECRET-HIDDEN-TEXT-4711'));
  });

  it('hides an author review from the author\'s review list and page', async () => {
    const written = await review('AUTHOR-REVIEW-HIDDEN-0815', 'authors');
    // A page cached before the review is served stale once while it is rendered again (decision 132).
    await waitFor(async () => (await app.agent().get(`/authors/${authorId}`)).text.includes('AUTHOR-REVIEW-HIDDEN-0815'));
    await admin.post('/api/admin/reviews/hide').send({ kind: 'author', itemId: authorId, userId: written.user.id, reason: 'spam' });
    expect(JSON.stringify((await app.agent().get(`/api/authors/${authorId}/reviews?limit=100`)).body)).not.toContain('AUTHOR-REVIEW-HIDDEN-0815');
    await waitFor(async () => !(await app.agent().get(`/authors/${authorId}`)).text.includes('AUTHOR-REVIEW-HIDDEN-0815'));
  });

  it('dismisses reports without hiding, answers 404 for an unknown review, and refuses members', async () => {
    const written = await review('Harmless text reported by mistake');
    await (await signedInAgent(app)).agent.post(written.path).send({ reason: 'spam' });
    const dismissed = await admin.post('/api/admin/reports/dismiss').send({ kind: 'book', itemId: bookId, userId: written.user.id });
    expect(dismissed.body.data).toMatchObject({ resolvedReports: 1, review: { hidden: false } });
    expect(JSON.stringify((await app.agent().get(`/api/books/${bookId}/reviews?limit=100`)).body)).toContain('Harmless text reported by mistake');
    const unknown = { kind: 'book', itemId: bookId, userId: '00000000-0000-4000-8000-000000000000' };
    expect((await admin.post('/api/admin/reviews/hide').send({ ...unknown, reason: 'x' })).status).toBe(404);
    expect((await admin.post('/api/admin/reviews/restore').send(unknown)).status).toBe(404);
    expect((await admin.post('/api/admin/reviews/hide').send({ kind: 'book', itemId: bookId, userId: written.user.id })).status).toBe(400);
    const { agent: member } = await signedInAgent(app);
    expect((await member.post('/api/admin/reviews/hide').send({ kind: 'book', itemId: bookId, userId: written.user.id, reason: 'x' })).status).toBe(403);
  });
});
