// The catalogue pages rendered by the community API (decisions 086, 087), with a stand-in renderer
// module of our own (test/fixtures) instead of the front end's build, on a real database.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeRatingAggregate } from '@starshelf/cms/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import { listenForCatalogueChanges, type CatalogueChanges } from '../src/modules/catalogue/catalogue-changes.js';
import { useSuiteDatabase } from './support/suite.js';
import type { TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import { createMigratedDatabase } from './support/test-database.js';
import { waitFor } from './support/wait-for.js';

const STAND_IN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'stand-in-renderer.mjs');
const renders = () => (globalThis as { standInRenders?: number }).standInRenders ?? 0;
const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

describe('server-rendered pages', () => {
  const suite = useSuiteDatabase(createCatalogueDatabase);
  let app: TestApp;
  let changes: CatalogueChanges;
  let duneId: number;

  beforeAll(async () => {
    changes = listenForCatalogueChanges(suite.database.url, logger);
    await waitFor(() => changes.isLive());
    app = await suite.startApp({ pageRendererFile: STAND_IN, catalogueChanges: changes });
    duneId = await fixture(suite.database.payload, 'books', { title: 'Dune', publicationYear: 1965 });
    // The genres the list filters below name: a filter naming no genre is never rendered (decision 105).
    for (const name of ['Cache Check', 'Shared Link', 'Explode']) await fixture(suite.database.payload, 'genres', { name });
  });
  afterAll(async () => {
    await changes?.close();
  });

  const langOf = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];

  it('chooses the language by ?lang=, then the language cookie, then Accept-Language', async () => {
    const page = `/books/${duneId}`;
    const get = (url: string, headers: Record<string, string>) => app.bare.get(url).set(headers);
    expect(langOf((await get(`${page}?lang=de`, { cookie: 'language=it', 'accept-language': 'it' })).text)).toBe('de');
    expect(langOf((await get(page, { cookie: 'language=it', 'accept-language': 'de' })).text)).toBe('it');
    expect(langOf((await get(page, { 'accept-language': 'de-CH,de;q=0.9' })).text)).toBe('de');
    expect(langOf((await get(page, {})).text)).toBe('en');
    // An unknown ?lang= is sent to the address without it, where the cookie decides (decision 105).
    const unknown = await get(`${page}?lang=xx`, { cookie: 'language=it' });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.location).toBe(page);
  });

  it('takes the theme from its cookie', async () => {
    expect((await app.bare.get('/authors').set('cookie', 'theme=light')).text).toContain('data-theme="light"');
    expect((await app.bare.get('/authors')).text).toContain('data-theme="dark"');
  });

  it('renders with the API\'s own answer, and says 404 for an unknown book', async () => {
    const found = await app.bare.get(`/books/${duneId}`);
    expect(found.status).toBe(200);
    expect(found.headers['content-type']).toMatch(/^text\/html/);
    expect(found.text).toContain('<h1>Dune</h1>');
    expect((await app.bare.get('/books/no-such-book-999999')).status).toBe(404);
  });

  it('sends an ETag and answers a matching If-None-Match with 304', async () => {
    const first = await app.bare.get('/series?sort=rating');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.bare.get('/series?sort=rating').set('if-none-match', etag ?? '');
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    expect((await app.bare.get('/series?sort=rating').set('if-none-match', '"other"')).status).toBe(200);
  });

  it('may be kept by a CDN for a few seconds, per cookie and language', async () => {
    const response = await app.bare.get('/genres');
    expect(response.headers['cache-control']).toMatch(/^public, .*s-maxage=\d, stale-while-revalidate=\d$/);
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it('answers HEAD without a body', async () => {
    const response = await app.bare.head('/awards?id=1');
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBeDefined();
  });

  it('serves the second request from its cache without calling the renderer', async () => {
    await app.bare.get('/books?genre=cache-check');
    const before = renders();
    const second = await app.bare.get('/books?genre=cache-check');
    expect(second.status).toBe(200);
    expect(renders()).toBe(before);
    // Another language is another page.
    await app.bare.get('/books?genre=cache-check&lang=it');
    expect(renders()).toBe(before + 1);
  });

  it('renders a link\'s other parameters (utm_source, a made-up cache-buster) as the page itself, from the same cache entry', async () => {
    const own = await app.bare.get('/books?genre=shared-link');
    const before = renders();
    for (const extra of ['utm_source=chat', 'fbclid=Iw4R', 'nocache=81723', 'genre-x=1']) {
      const shared = await app.bare.get(`/books?${extra}&genre=shared-link`);
      expect(shared.status).toBe(200);
      expect(shared.text).toBe(own.text);
      expect(shared.headers.etag).toBe(own.headers.etag);
    }
    expect(renders()).toBe(before);
    // The renderer is given the page's own address only.
    expect(own.text).toContain('data-url="/books?genre=shared-link"');
    // A filter the page is drawn from is another page.
    await app.bare.get('/books?genre=shared-link&sort=rating');
    expect(renders()).toBe(before + 1);
  });

  it('shows an edit made through Payload within 5 seconds', async () => {
    const page = `/books/${duneId}?tab=reviews`;
    expect((await app.bare.get(page)).text).toContain('<h1>Dune</h1>');
    const editedAt = Date.now();
    await suite.database.payload.update({ collection: 'books', id: duneId, data: { title: 'Dune Messiah' }, overrideAccess: true, depth: 0 });
    await waitFor(async () => (await app.bare.get(page)).text.includes('<h1>Dune Messiah</h1>'), 5_000);
    expect(Date.now() - editedAt).toBeLessThan(5_000);
  });

  it('shows a new rating aggregate (the ratings job\'s write) within 5 seconds', async () => {
    const page = `/books/${duneId}?tab=reviews&lang=it`;
    expect((await app.bare.get(page)).text).toContain('0 ratings');
    await writeRatingAggregate('books', duneId, 4.5, 7);
    await waitFor(async () => (await app.bare.get(page)).text.includes('7 ratings'), 5_000);
  });

  it('stops serving from the cache while the change listener is down, and resumes when it is back', async () => {
    await app.bare.get('/authors?sort=books');
    await app.pool.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'starshelf-page-cache' and datname = current_database()");
    await waitFor(() => !changes.isLive());
    const before = renders();
    await app.bare.get('/authors?sort=books');
    await app.bare.get('/authors?sort=books');
    expect(renders()).toBe(before + 2);
    await waitFor(() => changes.isLive(), 10_000);
    await app.bare.get('/authors?sort=books');
    const cachedFrom = renders();
    await app.bare.get('/authors?sort=books');
    expect(renders()).toBe(cachedFrom);
  });

  it('answers 503 with nothing internal when the renderer throws, so the gateway shows its shell', async () => {
    const response = await app.bare.get('/books?genre=explode');
    expect(response.status).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).not.toMatch(/secret|exploded|Error/);
  });

  it('leaves other paths alone', async () => {
    expect((await app.bare.get('/books/add')).status).toBe(404);
    expect((await app.bare.get('/profile')).status).toBe(404);
    expect((await app.bare.post('/books').send({})).status).not.toBe(200);
  });
});

describe('server-rendered pages without a renderer build', () => {
  // No catalogue read happens without a renderer; one Payload per process stays with the suite above.
  const suite = useSuiteDatabase(createMigratedDatabase);

  it('answers 503 (the gateway\'s cue for the shell), not a 500 page', async () => {
    const app = await suite.startApp({ pageRendererFile: path.join(path.dirname(STAND_IN), 'not-built.mjs') });
    const response = await app.bare.get('/books');
    expect(response.status).toBe(503);
    expect(response.text).toBe('Page not available');
  });
});
