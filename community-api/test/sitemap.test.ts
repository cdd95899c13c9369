import { gzipSync } from 'node:zlib';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { sitemapService } from '../src/modules/sitemap/service.js';
import { escapeXml } from '../src/modules/sitemap/sitemap-xml.js';
import { useSuiteApp } from './support/suite.js';
import { TEST_PUBLIC_URL } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';

type Link = { '@_rel': string; '@_hreflang': string; '@_href': string };
type UrlEntry = { loc: string; lastmod: string; 'xhtml:link': Link[] };

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name) });

function parseXml(text: string): Record<string, unknown> {
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text) as Record<string, unknown>;
}

describe('robots.txt and the sitemaps', () => {
  const suite = useSuiteApp(createCatalogueDatabase);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { payload } = suite.database;
    ids.herbert = await fixture(payload, 'authors', { name: 'Frank Herbert' });
    ids.dune = await fixture(payload, 'books', { title: 'Dune', publicationYear: 1965, authors: [ids.herbert] });
    ids.quotes = await fixture(payload, 'books', { title: 'Tom & "Jerry" <Rise>', publicationYear: 2001 });
    ids.sf = await fixture(payload, 'genres', { name: 'Science Fiction' });
    await suite.app.pool.query("update cms.books set updated_at = '2024-03-01T10:00:00Z' where id = $1", [ids.dune]);
  });

  it('answers robots.txt as plain text that points to the sitemap and keeps crawlers off private pages', async () => {
    const response = await suite.app.bare.get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toContain('s-maxage=');
    expect(response.text).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
    for (const path of ['/admin', '/profile', '/settings', '/cms']) expect(response.text).toContain(`Disallow: ${path}\n`);
  });

  it('indexes one sitemap per kind that has items, each with its newest change', async () => {
    const response = await suite.app.bare.get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toContain('s-maxage=');
    const index = parseXml(response.text).sitemapindex as { sitemap: { loc: string; lastmod: string }[] };
    expect(index.sitemap.map((entry) => entry.loc)).toEqual([
      `${TEST_PUBLIC_URL}/sitemaps/books-1.xml`,
      `${TEST_PUBLIC_URL}/sitemaps/authors-1.xml`,
      `${TEST_PUBLIC_URL}/sitemaps/genres-1.xml`,
    ]);
    for (const entry of index.sitemap) expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false);
  });

  it('lists every book at its own address (the canonical one, with its id) with its change date and its per-language addresses (?lang=) and x-default as alternates', async () => {
    const response = await suite.app.bare.get('/sitemaps/books-1.xml');
    expect(response.status).toBe(200);
    const urls = (parseXml(response.text).urlset as { url: UrlEntry[] }).url;
    expect(urls).toHaveLength(2);
    const dune = urls.find((url) => url.loc.includes('/books/dune'));
    expect(dune?.lastmod).toBe('2024-03-01T10:00:00.000Z');
    expect(dune?.['xhtml:link'].map((link) => [link['@_rel'], link['@_hreflang']])).toEqual([
      ['alternate', 'en'], ['alternate', 'de'], ['alternate', 'it'], ['alternate', 'x-default'],
    ]);
    const own = `/books/dune-${ids.dune}`;
    expect(dune?.loc).toBe(`${TEST_PUBLIC_URL}${own}`);
    expect(dune?.['xhtml:link'].map((link) => link['@_href'])).toEqual([
      `${TEST_PUBLIC_URL}${own}?lang=en`,
      `${TEST_PUBLIC_URL}${own}?lang=de`,
      `${TEST_PUBLIC_URL}${own}?lang=it`,
      `${TEST_PUBLIC_URL}${own}`,
    ]);
    // The address the book's page declares canonical (in the language asked), so a crawler's visit is served from the page cache.
    const page = await suite.app.bare.get(`${own}?lang=de`);
    expect(page.text).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}${own}?lang=de"`);
  });

  it('escapes what a slug or title could carry, so the file stays valid XML', async () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const response = await suite.app.bare.get('/sitemaps/books-1.xml');
    expect(XMLValidator.validate(response.text)).toBe(true);
  });

  it('sends a file gzipped as it was kept to a crawler that accepts gzip, the same XML unpacked to one that does not, and 304 for a version held', async () => {
    // The client unpacks the body; the bytes sent are the Content-Length, fewer than the XML's.
    const asCrawler = await suite.app.bare.get('/sitemaps/books-1.xml').set('Accept-Encoding', 'gzip');
    expect(asCrawler.headers['content-encoding']).toBe('gzip');
    expect(asCrawler.headers.vary).toContain('Accept-Encoding');
    const xml = asCrawler.text;
    expect(xml).toContain('/books/dune');
    expect(Number(asCrawler.headers['content-length'])).toBe(gzipSync(Buffer.from(xml)).length);

    const plain = await suite.app.bare.get('/sitemaps/books-1.xml').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(xml);
    expect(plain.headers.etag).toBe(asCrawler.headers.etag);

    const held = await suite.app.bare.get('/sitemaps/books-1.xml').set('If-None-Match', String(plain.headers.etag));
    expect(held.status).toBe(304);
    const head = await suite.app.bare.head('/sitemaps/books-1.xml').set('Accept-Encoding', 'identity');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/^application\/xml/);
  });

  it('splits a kind into files of the protocol\'s size and answers 404 past the last one', async () => {
    const service = sitemapService(TEST_PUBLIC_URL, 1);
    const index = parseXml(await service.index()).sitemapindex as { sitemap: { loc: string }[] };
    expect(index.sitemap.map((entry) => entry.loc)).toContain(`${TEST_PUBLIC_URL}/sitemaps/books-2.xml`);
    const second = (parseXml((await service.page('books', 2)) ?? '').urlset as { url: UrlEntry[] }).url;
    expect(second).toHaveLength(1);
    expect(await service.page('books', 3)).toBeNull();
    expect((await suite.app.bare.get('/sitemaps/books-2.xml')).status).toBe(404);
    expect((await suite.app.bare.get('/sitemaps/members-1.xml')).status).toBe(404);
    expect((await suite.app.bare.get('/sitemaps/books-0.xml')).status).toBe(404);
  });
});
