// Pages marked stale by what changed, served stale while one render replaces them, and shared by
// API instances through Redis (docs/decisions/132-pages-stale-by-what-changed.md). Real PostgreSQL
// notices (the rating aggregates' own write), real Redis, the stand-in renderer counting renders.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { writeRatingAggregate } from '@starshelf/cms/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import { createRedis, pingRedis } from '../src/lib/redis.js';
import { listenForCatalogueChanges, type CatalogueChanges } from '../src/modules/catalogue/catalogue-changes.js';
import { startRedis, stopRedis } from './support/private-redis.js';
import { useSuiteDatabase } from './support/suite.js';
import { closedPort, TEST_REDIS_URL, type TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import { waitFor } from './support/wait-for.js';

const STAND_IN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'stand-in-renderer.mjs');
const stand = globalThis as { standInRenders?: number; standInFailing?: boolean };
const renders = () => stand.standInRenders ?? 0;
const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });
const ratingsOf = (html: string) => /(\d+) ratings/.exec(html)?.[1];

describe('pages stale by what changed', () => {
  const suite = useSuiteDatabase(createCatalogueDatabase);
  const listeners: CatalogueChanges[] = [];
  const prefix = `test-pages-${randomBytes(4).toString('hex')}`;
  const books: number[] = [];

  /** An API instance: its own listener and app, sharing Redis pages under `prefix`. */
  const instance = async (redisUrl: string | undefined = TEST_REDIS_URL) => {
    const changes = listenForCatalogueChanges(suite.database.url, logger);
    listeners.push(changes);
    await waitFor(() => changes.isLive());
    const app = await suite.startApp({ pageRendererFile: STAND_IN, catalogueChanges: changes, redisUrl, env: { REDIS_PREFIX: prefix }, rateLimits: { pageRenderIp: { points: 10_000, durationSeconds: 60 } } });
    return { app, changes };
  };
  /** A rating's aggregate written as the ratings job does, once the instance has heard its notice. */
  const rate = async (changes: CatalogueChanges, id: number, count: number) => {
    const before = changes.revision();
    await writeRatingAggregate('books', id, 4, count);
    await waitFor(() => changes.revision() !== before, 5_000);
  };
  // A book's page is kept under its own address, the slug (decision 105).
  const slugs = new Map<number, string>();
  const page = (app: TestApp, id: number, lang = 'en') => app.bare.get(`/books/${slugs.get(id) ?? id}?lang=${lang}`);

  beforeAll(async () => {
    for (const title of ['Kindred', 'Dawn', 'Wild Seed', 'Fledgling', 'Imago']) books.push(await fixture(suite.database.payload, 'books', { title }));
    const reader = await suite.startApp();
    for (const id of books) slugs.set(id, ((await reader.bare.get(`/api/books/${id}`)).body as { data: { slug: string } }).data.slug);
  });
  afterAll(async () => {
    stand.standInFailing = false;
    await Promise.all(listeners.map((changes) => changes.close()));
  });

  it('marks only the rated book\'s pages stale, serves the stale page at once and shows the rating within 5 s', async () => {
    const { app, changes } = await instance();
    const [rated = 0, ...others] = books;
    for (const id of books) await page(app, id);
    await page(app, rated, 'de');
    await app.bare.get('/authors');
    const before = renders();
    await rate(changes, rated, 3);
    const ratedAt = Date.now();
    for (const id of others) expect(ratingsOf((await page(app, id)).text)).toBe('0');
    expect(renders()).toBe(before);
    // Its own page: the stale one at once, one render replaces it, the next request shows the rating.
    const stale = await page(app, rated);
    expect(ratingsOf(stale.text)).toBe('0');
    await waitFor(() => renders() === before + 1, 5_000);
    await waitFor(async () => ratingsOf((await page(app, rated)).text) === '3', 5_000);
    await waitFor(async () => ratingsOf((await page(app, rated, 'de')).text) === '3', 5_000);
    expect(Date.now() - ratedAt).toBeLessThan(5_000);
    // A list shows ratings: stale too, and replaced.
    const listRenders = renders();
    await app.bare.get('/authors');
    await waitFor(() => renders() === listRenders + 1, 5_000);
    // Still no render of the others.
    const after = renders();
    for (const id of others) await page(app, id);
    expect(renders()).toBe(after);
  });

  it('keeps serving a stale page while its render fails, and retries until one succeeds', async () => {
    const { app, changes } = await instance();
    const id = books[1] ?? 0;
    const first = await page(app, id);
    await rate(changes, id, 5);
    stand.standInFailing = true;
    const before = renders();
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const served = await page(app, id);
        expect(served.status).toBe(200);
        expect(served.text).toBe(first.text);
        await waitFor(() => renders() > before + attempt, 2_000);
      }
    } finally {
      stand.standInFailing = false;
    }
    await waitFor(async () => ratingsOf((await page(app, id)).text) === '5', 5_000);
  });

  it('shares pages between instances through Redis, and a new instance serves them without rendering', async () => {
    const one = await instance();
    const id = books[2] ?? 0;
    const rendered = await page(one.app, id, 'it');
    const before = renders();
    const two = await instance();
    const shared = await page(two.app, id, 'it');
    expect(shared.headers.etag).toBe(rendered.headers.etag);
    expect(renders()).toBe(before);
    // A restart: a new process (its own listener, its own cache), the same Redis.
    await two.changes.close();
    const three = await instance();
    expect((await page(three.app, id, 'it')).headers.etag).toBe(rendered.headers.etag);
    expect(renders()).toBe(before);
    // Bounded: every page kept in Redis expires, and made-up addresses keep nothing there (decision 105).
    await three.app.bare.get(`/books/${slugs.get(id) ?? ''}?lang=it&utm_source=chat&made=up`);
    await three.app.bare.get('/books/no-such-book-424242?lang=it');
    const redis = createRedis(TEST_REDIS_URL, logger);
    await pingRedis(redis);
    try {
      const keys = await redis.keys(`${prefix}:pages:page:*`);
      expect(keys).toContain(`${prefix}:pages:page:it|dark|/books/${slugs.get(id) ?? ''}?lang=it`);
      expect(keys.some((key) => key.includes('no-such') || key.includes('made'))).toBe(false);
      for (const key of keys) expect(await redis.ttl(key)).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });

  it('a change one instance heard reaches another instance\'s Redis pages by what it touched', async () => {
    const heard = await instance();
    const [changed = 0, , , untouched = 0] = books;
    await page(heard.app, changed, 'it');
    await page(heard.app, untouched, 'it');
    await rate(heard.changes, changed, 9);
    const started = await instance();
    const before = renders();
    expect((await page(started.app, untouched, 'it')).status).toBe(200);
    expect(renders()).toBe(before);
    // The changed one was rendered before the rating: served once while it is replaced, not as fresh.
    await page(started.app, changed, 'it');
    await waitFor(() => renders() === before + 1, 5_000);
    await waitFor(async () => ratingsOf((await page(started.app, changed, 'it')).text) === '9', 5_000);
  });

  it('does not serve as fresh a Redis page from before a change that happened while no instance listened', async () => {
    const id = books[4] ?? 0;
    const { app } = await instance();
    const before = ratingsOf((await page(app, id)).text);
    await Promise.all(listeners.map((changes) => changes.close()));
    await writeRatingAggregate('books', id, 3, 11);
    const rendersBefore = renders();
    const restarted = await instance();
    const first = await page(restarted.app, id);
    expect(ratingsOf(first.text)).toBe(before);
    await waitFor(() => renders() === rendersBefore + 1, 5_000);
    expect(ratingsOf((await page(restarted.app, id)).text)).toBe('11');
  });

  it('renders pages while Redis is down, with one warning', async () => {
    const port = await closedPort();
    const redis = await startRedis(port);
    const { app } = await instance(`redis://127.0.0.1:${port}`);
    const id = books[3] ?? 0;
    expect((await page(app, id)).status).toBe(200);
    await stopRedis(redis);
    for (const lang of ['en', 'de', 'it']) {
      expect((await page(app, id, lang)).status).toBe(200);
      expect((await page(app, books[0] ?? 0, lang)).status).toBe(200);
    }
    const warnings = app.logLines().filter((line) => line.msg === 'shared page cache unavailable; pages rendered and kept in this process only');
    expect(warnings).toHaveLength(1);
  });
});
