import {
  authorDetailSchema,
  authorSummarySchema,
  awardDetailSchema,
  awardSummarySchema,
  bookSummarySchema,
  fail,
  genreSummarySchema,
  genreWithBooksSchema,
  homeDataSchema,
  ok,
  pagedSchema,
  seriesDetailSchema,
  seriesSummarySchema,
} from '@starshelf/contract';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aBook } from '@/testing/answers';
import { createPageRenderer } from './create-page-renderer';
import { SERVER_RENDERED_ROUTES } from './prefetch-routes';

const TEMPLATE = '<!doctype html><html lang="en" class="dark"><head><title>Starshelf</title></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true },
  ...Object.fromEntries(Object.values(SERVER_RENDERED_ROUTES).map(({ module }) => [module, { file: `assets/${module}.js` }])),
};
const renderPage = createPageRenderer(() => Promise.resolve({ template: TEMPLATE, manifest: MANIFEST }));

const HYPERION = aBook({ id: 7, slug: 'hyperion-7', title: 'Hyperion' });
const AUTHOR = authorSummarySchema.parse({
  id: 3, slug: 'dan-simmons-3', name: 'Dan Simmons', profileImageUrl: null, nativeLanguage: null, gender: null,
  born: null, died: null, averageRating: null, ratingsCount: 0, bookCount: 1,
});
const SERIES = seriesSummarySchema.parse({
  id: 9, slug: 'hyperion-cantos-9', name: 'Hyperion Cantos', description: null, image: null, isCompleted: true, averageRating: null, ratingsCount: 0, bookCount: 1,
});
const GENRE = genreSummarySchema.parse({ id: 5, slug: 'space-opera', name: 'Space Opera', description: null, image: null, bookCount: 1 });
const AWARD = awardSummarySchema.parse({ id: 11, slug: 'hugo-award', name: 'Hugo Award', year: 1953, description: null, country: null, categories: [] });
const onePage = <T,>(items: T[]) => ({ items, total: items.length, page: 1, limit: 24, hasMore: false });

/** Contract-shaped answers of the community API, by path. */
const ANSWERS: Record<string, unknown> = {
  '/api/home': homeDataSchema.parse({ hero: HYPERION, featuredBooks: [HYPERION], featuredAuthors: [AUTHOR], popularSeries: [SERIES], genres: [GENRE] }),
  '/api/authors': pagedSchema(authorSummarySchema).parse(onePage([AUTHOR])),
  '/api/authors/dan-simmons-3': authorDetailSchema.parse({ ...AUTHOR, bio: null, books: [HYPERION] }),
  '/api/series': pagedSchema(seriesSummarySchema).parse(onePage([SERIES])),
  '/api/series/hyperion-cantos-9': seriesDetailSchema.parse({ ...SERIES, books: [{ ...HYPERION, position: '1' }] }),
  '/api/genres': [GENRE],
  '/api/genres/5': genreWithBooksSchema.parse({ ...GENRE, books: pagedSchema(bookSummarySchema).parse(onePage([HYPERION])) }),
  '/api/genres/space-opera': genreWithBooksSchema.parse({ ...GENRE, books: pagedSchema(bookSummarySchema).parse(onePage([HYPERION])) }),
  '/api/awards': [AWARD],
  '/api/awards/11': awardDetailSchema.parse({
    ...AWARD,
    years: [{ year: 1990, categories: [{ category: null, winners: [{ id: 1, isWinner: true, book: HYPERION, workTitle: null, workAuthor: null }], nominees: [] }] }],
  }),
};

function fakeApi() {
  const calls: string[] = [];
  const fetchApi = (pathAndQuery: string): Promise<Response> => {
    calls.push(pathAndQuery);
    const data = ANSWERS[new URL(pathAndQuery, 'http://api.test').pathname];
    return Promise.resolve(data === undefined ? Response.json(fail('NOT_FOUND', 'Not found'), { status: 404 }) : Response.json(ok(data)));
  };
  return { calls, fetchApi };
}

function rootText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').getElementById('root')?.textContent ?? '';
}

describe('the server-rendered routes', () => {
  it.each([
    ['/', ['/api/home?locale=en'], ['Hyperion', 'Dan Simmons', 'Hyperion Cantos', 'Space Opera']],
    ['/authors?sort=books&gender=female', ['/api/authors?nativeLanguage=&gender=female&minRating=&sort=books&locale=en&page=1&limit=24'], ['Dan Simmons']],
    ['/authors/dan-simmons-3', ['/api/authors/dan-simmons-3?locale=en'], ['Dan Simmons', 'Hyperion']],
    ['/series?status=completed', ['/api/series?size=&status=completed&minRating=&sort=&locale=en&page=1&limit=24'], ['Hyperion Cantos']],
    ['/series/hyperion-cantos-9', ['/api/series/hyperion-cantos-9?locale=en'], ['Hyperion Cantos', 'Hyperion']],
    ['/genres', ['/api/genres?locale=en'], ['Space Opera']],
    ['/genres?genre=Space%20Opera', ['/api/genres?locale=en', '/api/genres/5?page=1&limit=24&locale=en'], ['Space Opera', 'Hyperion']],
    ['/genres/space-opera', ['/api/genres/space-opera?page=1&limit=24&locale=en'], ['Space Opera', 'Hyperion']],
    ['/awards', ['/api/awards?locale=en', '/api/awards/11?locale=en'], ['Hugo Award', 'Hyperion']],
    ['/awards?id=11', ['/api/awards?locale=en', '/api/awards/11?locale=en'], ['Hugo Award', 'Hyperion']],
    ['/awards/11', ['/api/awards/11?locale=en'], ['Hugo Award', 'Hyperion']],
  ])('%s: asks the API for its data and shows it', async (url, expectedCalls, texts) => {
    const api = fakeApi();
    const page = await renderPage({ url, language: 'en', theme: 'light', origin: 'https://starshelf.test', fetchApi: api.fetchApi });
    expect(page.status).toBe(200);
    // Empty filters are sent as the page sends them (withQuery drops them): compare without them.
    const withoutEmpty = (call: string) => call.replace(/[a-zA-Z]+=&/g, '');
    expect(api.calls.map(withoutEmpty).sort()).toEqual(expectedCalls.map(withoutEmpty).sort());
    const text = rootText(page.html);
    for (const expected of texts) expect(text).toContain(expected);
    expect(page.html).toMatch(/<html lang="en">/);
  });

  it.each([
    ['/authors/nobody-1'],
    ['/series/no-such-series-1'],
    ['/genres/no-such-genre'],
    ['/genres?genre=no%20such%20genre'],
    ['/awards/999'],
    ['/awards?id=999'],
  ])('%s: an unknown subject answers 404', async (url) => {
    const page = await renderPage({ url, language: 'en', theme: 'dark', origin: 'https://starshelf.test', fetchApi: fakeApi().fetchApi });
    expect(page.status).toBe(404);
  });

  it('answers 404 for a path that is no page of the app', async () => {
    const page = await renderPage({ url: '/no/such/page', language: 'en', theme: 'dark', origin: 'https://starshelf.test', fetchApi: fakeApi().fetchApi });
    expect(page.status).toBe(404);
  });

  it('preloads a route module that exists', () => {
    for (const { module } of Object.values(SERVER_RENDERED_ROUTES)) expect(existsSync(join(process.cwd(), module)), module).toBe(true);
  });
});
