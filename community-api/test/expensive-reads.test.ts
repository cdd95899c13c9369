// The reads that cost the most are limited (the member's exports and recommendations, per
// member; the sitemaps, per client) and the sitemaps are built once per catalogue revision.
import { errorEnvelopeSchema } from '@starshelf/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limit.js';
import { createLogger } from '../src/lib/logger.js';
import { listenForCatalogueChanges, type CatalogueChanges } from '../src/modules/catalogue/catalogue-changes.js';
import { sitemapService, type SitemapService } from '../src/modules/sitemap/service.js';
import { signedInAgent } from './support/members.js';
import { useSuiteDatabase } from './support/suite.js';
import { TEST_PUBLIC_URL, TEST_REDIS_URL, type TestAgent, type TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import { waitFor } from './support/wait-for.js';

const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

type Answer = { status: number; headers: Record<string, string>; body: unknown };

function expectRateLimited(response: Answer, windowSeconds: number): void {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(errorEnvelopeSchema.safeParse(response.body).success).toBe(true);
  expect((response.body as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
}

// One catalogue database for the file: a process holds one Payload.
const suite = useSuiteDatabase(createCatalogueDatabase);

describe('the member\'s expensive reads are limited per member', () => {
  let app: TestApp;

  beforeAll(async () => {
    // Counted in Redis, shared by every API process.
    app = await suite.startApp({ redisUrl: TEST_REDIS_URL });
  });

  it.each([
    ['/api/profile/export', DEFAULT_RATE_LIMITS.accountExportUser],
    ['/api/reading-list/export?format=goodreads', DEFAULT_RATE_LIMITS.readingListExportUser],
    ['/api/recommendations', DEFAULT_RATE_LIMITS.recommendationsUser],
  ])('GET %s answers 429 with Retry-After and the envelope past its limit, for that member alone', async (path, limit) => {
    const { agent: member } = await signedInAgent(app);
    const { agent: other } = await signedInAgent(app);
    const get = (agent: TestAgent) => agent.get(path).buffer(true);
    for (let call = 1; call <= limit.points; call += 1) expect((await get(member)).status, `call ${call}`).toBe(200);
    expectRateLimited(await get(member), limit.durationSeconds);
    // Per member, not per address: another member at the same address reads on.
    expect((await get(other)).status).toBe(200);
  });
});

describe('the sitemaps', () => {
  let changes: CatalogueChanges;
  let app: TestApp;
  const built = { index: 0, pages: 0 };

  /** The catalogue's own sitemaps, counting how often each is built. */
  function countingSitemaps(): SitemapService {
    const real = sitemapService(TEST_PUBLIC_URL);
    return {
      ...real,
      index: () => {
        built.index += 1;
        return real.index();
      },
      page: (kind, page) => {
        built.pages += 1;
        return real.page(kind, page);
      },
    };
  }

  beforeAll(async () => {
    changes = listenForCatalogueChanges(suite.database.url, logger);
    await waitFor(() => changes.isLive());
    app = await suite.startApp({ catalogueChanges: changes, sitemaps: countingSitemaps(), redisUrl: TEST_REDIS_URL });
  });
  afterAll(async () => {
    await changes?.close();
  });

  it('are built once per catalogue revision; after an edit the file built before it answers while one build runs, then the edit shows', async () => {
    const { payload } = suite.database;
    const id = await fixture(payload, 'books', { title: 'The Dispossessed', publicationYear: 1974 });
    await waitFor(async () => (await app.bare.get('/sitemaps/books-1.xml')).text.includes('/books/the-dispossessed'), 5_000);
    // The creation's notices may come in more than one revision: asked until a round builds nothing,
    // both files are those of the last one.
    await waitFor(async () => {
      const seen = { ...built };
      await app.bare.get('/sitemap.xml');
      await app.bare.get('/sitemaps/books-1.xml');
      await new Promise((resolve) => setTimeout(resolve, 300));
      return built.index === seen.index && built.pages === seen.pages;
    });
    const before = { ...built };
    for (let call = 0; call < 5; call += 1) {
      expect((await app.bare.get('/sitemap.xml')).status).toBe(200);
      expect((await app.bare.get('/sitemaps/books-1.xml')).text).toContain('/books/the-dispossessed');
    }
    expect(built).toEqual(before);

    const editedAt = Date.now();
    const revision = changes.revision();
    await payload.update({ collection: 'books', id, data: { slug: 'the-dispossessed-an-ambiguous-utopia' }, overrideAccess: true, depth: 0 });
    await waitFor(() => changes.revision() > revision);
    // The crawler is not kept waiting for the build (decision 150): it gets the older file at once.
    const stale = await app.bare.get('/sitemaps/books-1.xml');
    expect(stale.status).toBe(200);
    expect(stale.text).toContain(`/books/the-dispossessed-${id}</loc>`);
    await waitFor(async () => (await app.bare.get('/sitemaps/books-1.xml')).text.includes('/books/the-dispossessed-an-ambiguous-utopia'), 5_000);
    expect(Date.now() - editedAt).toBeLessThan(5_000);
    expect(built.pages).toBeGreaterThan(before.pages);
  });

  it('do not remember files that do not exist', async () => {
    const before = built.pages;
    expect((await app.bare.get('/sitemaps/books-9999.xml')).status).toBe(404);
    expect((await app.bare.get('/sitemaps/books-9999.xml')).status).toBe(404);
    expect(built.pages).toBe(before + 2);
  });

  it('are built afresh every time while the change listener is down', async () => {
    const withoutListener = await suite.startApp({ sitemaps: countingSitemaps() });
    const before = built.index;
    await withoutListener.bare.get('/sitemap.xml');
    await withoutListener.bare.get('/sitemap.xml');
    expect(built.index).toBe(before + 2);
  });

  it('answer a client past its limit with 429, Retry-After and the envelope; robots.txt and other clients go on', async () => {
    const limit = DEFAULT_RATE_LIMITS.sitemapIp;
    const crawler = '192.0.2.10';
    for (let call = 1; call <= limit.points; call += 1) {
      const path = call % 2 === 0 ? '/sitemap.xml' : '/sitemaps/books-1.xml';
      expect((await app.bare.get(path).set('x-forwarded-for', crawler)).status, `call ${call}`).toBe(200);
    }
    expectRateLimited(await app.bare.get('/sitemap.xml').set('x-forwarded-for', crawler), limit.durationSeconds);
    expectRateLimited(await app.bare.get('/sitemaps/authors-1.xml').set('x-forwarded-for', crawler), limit.durationSeconds);
    expect((await app.bare.get('/robots.txt').set('x-forwarded-for', crawler)).status).toBe(200);
    expect((await app.bare.get('/sitemap.xml').set('x-forwarded-for', '192.0.2.11')).status).toBe(200);
  });
});
