// The page cache must not be driven by made-up values (decision 105). The real app on a
// real database with its change listener, the stand-in renderer (it counts its renders) and the
// page cache handed in, so its size can be read.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorEnvelopeSchema, LOCALES } from '@starshelf/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import { listenForCatalogueChanges, type CatalogueChanges } from '../src/modules/catalogue/catalogue-changes.js';
import { PageCache } from '../src/modules/pages/page-cache.js';
import { useSuiteDatabase } from './support/suite.js';
import { TEST_REDIS_URL, type TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import { waitFor } from './support/wait-for.js';

const STAND_IN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'stand-in-renderer.mjs');
const renders = () => (globalThis as { standInRenders?: number }).standInRenders ?? 0;
const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

/** The fixtures' notices move the revision for a moment; a page kept before they are in would be dropped. */
async function untilQuiet(changes: CatalogueChanges): Promise<void> {
  for (let last = -1; last !== changes.revision(); ) {
    last = changes.revision();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

// One database and one listener for the file: a process holds one Payload.
const suite = useSuiteDatabase(createCatalogueDatabase);
let changes: CatalogueChanges;

beforeAll(async () => {
  changes = listenForCatalogueChanges(suite.database.url, logger);
  await waitFor(() => changes.isLive());
});
afterAll(async () => {
  await changes?.close();
});

describe('the page cache keeps only what the site links to', () => {
  const cache = new PageCache();
  let app: TestApp;
  let book: { id: number; slug: string };
  /** Each test asks as a client of its own, so the render limit of one never reaches another. */
  let clients = 0;
  const client = () => `203.0.113.${(clients += 1)}`;

  beforeAll(async () => {
    app = await suite.startApp({ pageRendererFile: STAND_IN, catalogueChanges: changes, pageCache: cache });
    const { payload } = suite.database;
    const id = await fixture(payload, 'books', { title: 'The Left Hand of Darkness', publicationYear: 1969 });
    // The address the site links: the API's slug (`<title>-<id>`).
    book = { id, slug: (await app.bare.get(`/api/books/${id}`)).body.data.slug as string };
    await fixture(payload, 'genres', { name: 'Space Opera', slug: 'space-opera' });
    await untilQuiet(changes);
  });

  it('answers 50 made-up languages with the page without them: no render and no cache entry', async () => {
    const from = client();
    await app.bare.get('/books').set('x-forwarded-for', from);
    const before = { renders: renders(), entries: cache.size };
    for (let n = 1; n <= 50; n += 1) {
      const response = await app.bare.get(`/books?lang=z${n}`).set('x-forwarded-for', from);
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/books');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(renders()).toBe(before.renders);
    expect(cache.size).toBe(before.entries);
    // The page they are sent to is the one already kept.
    expect((await app.bare.get('/books').set('x-forwarded-for', from)).status).toBe(200);
    expect(renders()).toBe(before.renders);
  });

  it.each([
    ['/books?sort=z1', '/books'],
    ['/books?sort=rating&minRating=3.5', '/books?sort=rating'],
    ['/books?minRating=03', '/books'],
    ['/books?year=1965.0', '/books'],
    ['/books?year=99999', '/books'],
    ['/books?year=12', '/books'],
    ['/books?status=z1&utm_source=chat', '/books?utm_source=chat'],
    ['/books?mood=z1', '/books'],
    ['/books?mood=dark,funny,z1', '/books?mood=funny%2Cdark'],
    ['/books?lang=de&sort=', '/books?lang=de'],
    ['/authors?gender=z1&nativeLanguage=z2&sort=books', '/authors?sort=books'],
    ['/series?size=11-20&status=paused', '/series'],
    [`/books/dune-1?tab=z1&lang=it`, '/books/dune-1?lang=it'],
    ['/authors/frank-herbert?lang=z1', '/authors/frank-herbert'],
    ['/?lang=klingon', '/'],
  ])('sends %s to %s without rendering it', async (asked, location) => {
    const before = { renders: renders(), entries: cache.size };
    const response = await app.bare.get(asked).set('x-forwarded-for', client());
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(location);
    expect(renders()).toBe(before.renders);
    expect(cache.size).toBe(before.entries);
  });

  it('reads only the first of a repeated parameter, as the page does: one entry for all', async () => {
    const from = client();
    await app.bare.get('/series?sort=rating').set('x-forwarded-for', from);
    const before = { renders: renders(), entries: cache.size };
    for (let n = 1; n <= 10; n += 1) {
      expect((await app.bare.get(`/series?sort=rating&sort=z${n}&lang=en&lang=z${n}`).set('x-forwarded-for', from)).status).toBe(200);
    }
    // `lang=en` is a page of its own (one more render), the rest are it.
    expect(renders()).toBe(before.renders + 1);
  });

  it('keeps filtered lists apart, so however many valid combinations are asked for, the pages readers land on stay', async () => {
    const get = (url: string) => app.bare.get(url).set('x-forwarded-for', client());
    await get(`/books/${book.slug}`);
    await get('/authors');
    const before = { renders: renders(), entries: cache.size };
    for (let year = 1950; year < 1980; year += 1) expect((await get(`/books?year=${year}&sort=rating`)).status).toBe(200);
    expect(renders()).toBe(before.renders + 30);
    expect(cache.size).toBe(before.entries);
    await get(`/books/${book.slug}`);
    await get('/authors');
    expect(renders()).toBe(before.renders + 30);
  });

  it('sends a list filtered by a genre the catalogue does not have to the list, and keeps the list of a real genre', async () => {
    const from = client();
    const unknown = await app.bare.get('/books?genre=no-such-genre&sort=rating').set('x-forwarded-for', from);
    expect(unknown.status).toBe(302);
    expect(unknown.headers.location).toBe('/books?sort=rating');
    const before = renders();
    expect((await app.bare.get('/books?genre=space-opera').set('x-forwarded-for', from)).status).toBe(200);
    expect((await app.bare.get('/books?genre=space-opera').set('x-forwarded-for', from)).status).toBe(200);
    expect(renders()).toBe(before + 1);
  });

  it('keeps a genre page asked for by the name the site links, but not by other spellings or unknown names', async () => {
    const from = client();
    const get = (url: string) => app.bare.get(url).set('x-forwarded-for', from);
    await get('/genres?genre=Space%20Opera');
    const before = { renders: renders(), entries: cache.size };
    await get('/genres?genre=Space%20Opera');
    expect(renders()).toBe(before.renders);
    for (const spelling of ['SPACE%20opera', 'space%20Opera', '%20Space%20Opera', 'no-such-genre']) {
      await get(`/genres?genre=${spelling}`);
      await get(`/genres?genre=${spelling}`);
    }
    expect(renders()).toBe(before.renders + 8);
    expect(cache.size).toBe(before.entries);
  });

  it('keeps a detail page under its own address only, and no page that names nothing', async () => {
    const from = client();
    const get = (url: string) => app.bare.get(url).set('x-forwarded-for', from);
    expect((await get(`/books/${book.slug}`)).status).toBe(200);
    const before = { renders: renders(), entries: cache.size };
    expect((await get(`/books/${book.slug}`)).status).toBe(200);
    expect(renders()).toBe(before.renders);
    // The same book by its id or under a made-up title, a book that does not exist, an award by a
    // zero-padded id: each rendered (and answered) as before, none kept.
    for (const other of [`/books/${book.id}`, `/books/x1-${book.id}`, `/books/x2-${book.id}`, '/books/no-such-book-424242', '/awards?id=007', '/genres/%20space-opera']) {
      await get(other);
      await get(other);
    }
    expect(renders()).toBe(before.renders + 12);
    expect(cache.size).toBe(before.entries);
    expect((await get('/books/no-such-book-424242')).status).toBe(404);
  });

  it('keeps the same pages in every language it knows', async () => {
    const from = client();
    for (const language of LOCALES) await app.bare.get(`/awards?id=1&lang=${language}`).set('x-forwarded-for', from);
    const before = renders();
    for (const language of LOCALES) await app.bare.get(`/awards?id=1&lang=${language}`).set('x-forwarded-for', from);
    expect(renders()).toBe(before);
  });
});

describe('renders per client', () => {
  let app: TestApp;
  const LIMIT = 5;

  beforeAll(async () => {
    // Counted in Redis, as every API process shares it.
    app = await suite.startApp({ pageRendererFile: STAND_IN, catalogueChanges: changes, redisUrl: TEST_REDIS_URL, env: { PAGE_RENDERS_PER_MINUTE: String(LIMIT) } });
  });

  it('answers a client past its renders with 429, Retry-After and the envelope, and still serves it what is kept', async () => {
    const attacker = '198.51.100.7';
    const pages = Array.from({ length: LIMIT }, (_, n) => `/books?year=${1950 + n}`);
    for (const page of pages) expect((await app.bare.get(page).set('x-forwarded-for', attacker)).status).toBe(200);
    const before = renders();
    const refused = await app.bare.get('/books?year=2001').set('x-forwarded-for', attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(errorEnvelopeSchema.safeParse(refused.body).success).toBe(true);
    expect((refused.body as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect(renders()).toBe(before);
    // Pages already kept cost nothing, so the same client still reads them.
    expect((await app.bare.get(pages[0] ?? '/').set('x-forwarded-for', attacker)).status).toBe(200);
    // Another reader is not affected.
    expect((await app.bare.get('/books?year=2001').set('x-forwarded-for', '198.51.100.8')).status).toBe(200);
  });
});
