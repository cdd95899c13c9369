// A renamed item keeps its old addresses: the API's detail call and the server-rendered page answer
// 301 to the current address, for any number of renames (docs/api.md "Catalogue care",
// docs/decisions/120-addresses-that-last.md). Real database, the stand-in renderer of test/fixtures.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import { listenForCatalogueChanges, type CatalogueChanges } from '../src/modules/catalogue/catalogue-changes.js';
import { useSuiteDatabase } from './support/suite.js';
import type { TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import { waitFor } from './support/wait-for.js';

const STAND_IN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'stand-in-renderer.mjs');
const renders = () => (globalThis as { standInRenders?: number }).standInRenders ?? 0;
const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

type Slugged = 'authors' | 'series' | 'genres' | 'awards';

describe('addresses that last', () => {
  const suite = useSuiteDatabase(createCatalogueDatabase);
  let app: TestApp;
  let changes: CatalogueChanges;

  beforeAll(async () => {
    changes = listenForCatalogueChanges(suite.database.url, logger);
    await waitFor(() => changes.isLive());
    app = await suite.startApp({ pageRendererFile: STAND_IN, catalogueChanges: changes });
  });
  afterAll(async () => {
    await changes?.close();
  });

  /** Renames as an editor would, and waits for the notice every edit sends (the pages keep the left keys per revision). */
  const rename = async (collection: Slugged | 'books', id: number, slug: string) => {
    const revision = changes.revision();
    await suite.database.payload.update({ collection, id, data: { slug }, overrideAccess: true, depth: 0 });
    await waitFor(() => changes.revision() !== revision, 5_000);
  };

  const expectMoved = async (url: string, location: string) => {
    const response = await app.bare.get(url);
    expect(response.status, url).toBe(301);
    expect(response.headers.location).toBe(location);
    // A left slug may be taken by another item later: no browser or CDN keeps the move.
    expect(response.headers['cache-control']).toBe('no-store');
  };

  it.each([
    ['authors', 'Ann Leckie'],
    ['series', 'Imperial Radch'],
    ['genres', 'Space Opera'],
    ['awards', 'Locus Award'],
  ] as const)('sends both slugs an item of %s left, twice renamed, to its current API and page address with the query kept', async (collection, name) => {
    const id = await fixture(suite.database.payload, collection, { name });
    const first = (await app.bare.get(`/api/${collection}/${id}`)).body.data.slug as string;
    // Asked for by its slug first: the answer kept under that address must not outlive the rename (decision 155).
    expect((await app.bare.get(`/api/${collection}/${first}?locale=de`)).status).toBe(200);
    await rename(collection, id, `${first}-second`);
    await rename(collection, id, `${first}-third`);
    const current = `${first}-third`;
    for (const left of [first, `${first}-second`]) {
      await expectMoved(`/api/${collection}/${left}?locale=de`, `/api/${collection}/${current}?locale=de`);
      await expectMoved(`/${collection}/${left}?lang=de`, `/${collection}/${current}?lang=de`);
    }
    const api = await app.bare.get(`/api/${collection}/${current}?locale=de`);
    expect(api.status).toBe(200);
    expect(api.body.data.id).toBe(id);
    expect((await app.bare.get(`/${collection}/${current}?lang=de`)).status).toBe(200);
    // The id names the item itself, as before.
    expect((await app.bare.get(`/api/${collection}/${id}`)).status).toBe(200);
  });

  it('sends a book\'s title slug and its address with the id on to the current address', async () => {
    const id = await fixture(suite.database.payload, 'books', { title: 'Ancillary Justice' });
    for (const kept of ['ancillary-justice?locale=it', `ancillary-justice-${id}`]) expect((await app.bare.get(`/api/books/${kept}`)).status).toBe(200);
    await rename('books', id, 'ancillary-justice-imperial-radch-1');
    const current = `ancillary-justice-imperial-radch-1-${id}`;
    await expectMoved(`/api/books/ancillary-justice?locale=it`, `/api/books/${current}?locale=it`);
    await expectMoved(`/api/books/ancillary-justice-${id}`, `/api/books/${current}`);
    await expectMoved(`/books/ancillary-justice-${id}?lang=de&tab=reviews`, `/books/${current}?lang=de&tab=reviews`);
    // The sitemaps name a book by its stored slug alone: that address moves too.
    await expectMoved('/books/ancillary-justice', `/books/${current}`);
    const page = await app.bare.get(`/books/${current}?lang=de`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Ancillary Justice</h1>');
    expect((await app.bare.get(`/api/books/${current}`)).body.data.id).toBe(id);
    // An address the book never had is rendered as before, named by its id (not kept, decision 105).
    expect((await app.bare.get(`/books/made-up-${id}`)).status).toBe(200);
  });

  it('answers a left slug that another item has taken since with that item', async () => {
    const leaver = await fixture(suite.database.payload, 'authors', { name: 'Iain Banks' });
    await rename('authors', leaver, 'iain-m-banks');
    await expectMoved('/api/authors/iain-banks', '/api/authors/iain-m-banks');
    const taker = await fixture(suite.database.payload, 'authors', { name: 'Iain Banks' });
    const api = await app.bare.get('/api/authors/iain-banks');
    expect(api.status).toBe(200);
    expect(api.body.data.id).toBe(taker);
    expect((await app.bare.get('/authors/iain-banks')).status).toBe(200);
  });

  it('still answers 404 for a slug no item ever had, and for one whose item is deleted', async () => {
    expect((await app.bare.get('/api/authors/never-written-by-anyone')).status).toBe(404);
    expect((await app.bare.get('/api/genres/never-a-genre')).status).toBe(404);
    expect((await app.bare.get('/books/never-a-book-999999')).status).toBe(404);
    const gone = await fixture(suite.database.payload, 'series', { name: 'Culture' });
    await rename('series', gone, 'the-culture');
    await suite.database.payload.delete({ collection: 'series', id: gone, overrideAccess: true });
    expect((await app.bare.get('/api/series/culture')).status).toBe(404);
    expect((await app.bare.get('/api/series/the-culture')).status).toBe(404);
  });

  it('drops a page kept under an address its item leaves, and never renders or keeps the move', async () => {
    const id = await fixture(suite.database.payload, 'authors', { name: 'Becky Chambers' });
    expect((await app.bare.get('/authors/becky-chambers?lang=it')).status).toBe(200);
    await rename('authors', id, 'rebecca-chambers');
    const before = renders();
    await expectMoved('/authors/becky-chambers?lang=it', '/authors/rebecca-chambers?lang=it');
    await expectMoved('/authors/becky-chambers?lang=it', '/authors/rebecca-chambers?lang=it');
    expect(renders()).toBe(before);
    expect((await app.bare.get('/authors/rebecca-chambers?lang=it')).status).toBe(200);
  });

  it('looks every detail page up while no listener tells it of renames', async () => {
    const unlistened = await suite.startApp({ pageRendererFile: STAND_IN });
    const id = await fixture(suite.database.payload, 'series', { name: 'Wayfarers' });
    await rename('series', id, 'the-wayfarers');
    const moved = await unlistened.bare.get('/series/wayfarers?lang=it');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/series/the-wayfarers?lang=it');
  });

  it('lists only the current addresses in the sitemaps', async () => {
    const id = await fixture(suite.database.payload, 'genres', { name: 'Solarpunk' });
    await rename('genres', id, 'solarpunk-fiction');
    await waitFor(async () => (await app.bare.get('/sitemaps/genres-1.xml')).text.includes('/genres/solarpunk-fiction<'), 5_000);
    const xml = (await app.bare.get('/sitemaps/genres-1.xml')).text;
    expect(xml).not.toContain('/genres/solarpunk<');
    expect(xml).not.toContain('/genres/solarpunk?');
  });
});
