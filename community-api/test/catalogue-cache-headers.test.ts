// The catalogue reads may be kept by a CDN (decision 087): ETag and 304, a short shared lifetime,
// and `private, no-store` wherever the answer carries the member's own data.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './support/members.js';
import { useSuiteApp } from './support/suite.js';
import { createCatalogueDatabase, fixture, translate } from './support/test-catalogue.js';

describe('catalogue reads and HTTP caching', () => {
  const suite = useSuiteApp(createCatalogueDatabase);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { payload } = suite.database;
    ids.author = await fixture(payload, 'authors', { name: 'Octavia E. Butler' });
    ids.book = await fixture(payload, 'books', { title: 'Kindred', publicationYear: 1979, authors: [ids.author] });
    ids.genre = await fixture(payload, 'genres', { name: 'Speculative Fiction' });
    ids.series = await fixture(payload, 'series', { name: 'Patternist' });
    ids.award = await fixture(payload, 'awards', { name: 'Locus Award' });
  });

  const shared = () => [
    '/api/books',
    `/api/books/${ids.book}`,
    '/api/authors',
    `/api/authors/${ids.author}`,
    '/api/series',
    `/api/series/${ids.series}`,
    '/api/genres',
    `/api/genres/${ids.genre}`,
    '/api/awards',
    `/api/awards/${ids.award}`,
    '/api/home',
  ];

  it('gives every catalogue read an ETag, a short CDN lifetime and Vary on the language\'s sources', async () => {
    for (const url of shared()) {
      const response = await suite.app.bare.get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.etag, url).toBeDefined();
      expect(response.headers['cache-control'], url).toMatch(/^public, .*s-maxage=\d, stale-while-revalidate=\d$/);
      expect(response.headers.vary, url).toMatch(/Cookie/);
      expect(response.headers.vary, url).toMatch(/Accept-Language/);
    }
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    for (const url of shared()) {
      const first = await suite.app.bare.get(url);
      const again = await suite.app.bare.get(url).set('if-none-match', first.headers.etag ?? '');
      expect(again.status, url).toBe(304);
      expect(again.text ?? '', url).toBe('');
    }
  });

  it('changes the ETag when the language changes the answer', async () => {
    await translate(suite.database.payload, 'genres', Number(ids.genre), 'de', { name: 'Spekulative Fiktion' });
    const en = await suite.app.bare.get(`/api/genres/${ids.genre}`);
    const de = await suite.app.bare.get(`/api/genres/${ids.genre}`).set('accept-language', 'de');
    expect(de.headers.etag).not.toBe(en.headers.etag);
  });

  it('keeps the member\'s own answers private', async () => {
    const member = await signedInAgent(suite.app);
    const modal = await member.agent.get(`/api/books/${ids.book}/modal-data`);
    expect(modal.status).toBe(200);
    expect(modal.headers['cache-control']).toBe('private, no-store');
    const mine = await member.agent.get('/api/books?status=reading');
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
  });
});
