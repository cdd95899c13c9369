// The server-rendered pages read the API's declared routes in process (decision 115). Proof that
// nothing changes for the reader: every data call answers as the HTTP route does, and the front
// end's real renderer (frontend/dist-ssr, built by `npm run build -w @starshelf/frontend`) draws
// the same markup from either.
import { existsSync } from 'node:fs';
import type { Locale, RenderPage } from '@starshelf/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { inProcessApi } from '../src/http/in-process-call.js';
import { createLogger } from '../src/lib/logger.js';
import { DEFAULT_PAGE_RENDERER_PATH, pageRendererFrom } from '../src/modules/pages/page-renderer.js';
import { useSuiteDatabase } from './support/suite.js';
import type { TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture, translate } from './support/test-catalogue.js';

const TITLES = { en: 'The Dispossessed', de: 'Planet der Habenichtse', it: 'I reietti dell&#x27;altro pianeta' } as const;
const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });
type Call = { path: string; status: number; body: string };

describe('the pages\' data read in process', () => {
  const suite = useSuiteDatabase(createCatalogueDatabase);
  let app: TestApp;
  const faults: unknown[] = [];
  let inProcess: ReturnType<typeof inProcessApi>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await suite.startApp();
    inProcess = inProcessApi(app.routes, { onFault: (error) => faults.push(error) });
    const { payload } = suite.database;
    ids.author = await fixture(payload, 'authors', { name: 'Ursula K. Le Guin', nativeLanguage: 'en', gender: 'female', bio: 'Wrote of Earthsea.' });
    await translate(payload, 'authors', ids.author, 'de', { name: 'Ursula K. Le Guin', bio: 'Schrieb über Erdsee.' });
    await translate(payload, 'authors', ids.author, 'it', { name: 'Ursula K. Le Guin', bio: 'Scrisse di Terramare.' });
    ids.genre = await fixture(payload, 'genres', { name: 'Science Fiction' });
    await translate(payload, 'genres', ids.genre, 'de', { name: 'Science-Fiction' });
    ids.series = await fixture(payload, 'series', { name: 'Hainish Cycle', isCompleted: true });
    ids.book = await fixture(payload, 'books', {
      title: 'The Dispossessed',
      publicationYear: 1974,
      authors: [ids.author],
      genres: [ids.genre],
      allSeries: [{ series: ids.series, position: '5', positionSort: 5 }],
    });
    await translate(payload, 'books', ids.book, 'de', { title: 'Planet der Habenichtse' });
    await translate(payload, 'books', ids.book, 'it', { title: 'I reietti dell\'altro pianeta' });
    await fixture(payload, 'books', { title: 'The Left Hand of Darkness', publicationYear: 1969, authors: [ids.author], genres: [ids.genre] });
    // The primary edition has no ISBN; the page names the first edition's that has one (decision 167).
    await fixture(payload, 'editions', { book: ids.book, title: 'The Dispossessed', isPrimaryEdition: true, publicationYear: 1974 });
    await fixture(payload, 'editions', { book: ids.book, title: 'The Dispossessed (Book Club Edition)', publicationYear: 1975 });
    await fixture(payload, 'editions', { book: ids.book, title: 'The Dispossessed (Perennial Classics)', publicationYear: 2003, isbn: '9780060512750' });
  });

  /** The HTTP call an anonymous browser in `language` makes: Accept-Language and nothing else of the reader. */
  const overHttp = (language: Locale) => (pathAndQuery: string) =>
    fetch(new URL(pathAndQuery, `http://127.0.0.1:${app.port}`), { headers: { 'accept-language': language, accept: 'application/json' } });

  const recorded = (calls: Call[], fetchApi: (path: string) => Promise<Response>) => async (path: string) => {
    const response = await fetchApi(path);
    const body = await response.clone().text();
    calls.push({ path, status: response.status, body });
    return response;
  };

  const answersOf = async (language: Locale, path: string) => {
    const [http, local] = await Promise.all([overHttp(language)(path), inProcess.forLanguage(language)(path)]);
    return {
      http: { status: http.status, type: http.headers.get('content-type'), body: (await http.json()) as unknown },
      local: { status: local.status, type: local.headers.get('content-type'), body: (await local.json()) as unknown },
    };
  };

  it.each<[string, Locale, () => string]>([
    ['a book in German', 'de', () => `/api/books/${ids.book}?locale=de`],
    ['a list with filters', 'it', () => `/api/books?year=1974&sort=title_asc&locale=it`],
    ['an unknown book (404)', 'en', () => '/api/books/no-such-book-999999'],
    ['a query the schema refuses (400)', 'en', () => '/api/books?page=0&limit=9999'],
    ['a malformed escape (400)', 'en', () => '/api/books/%E0%A4%A'],
    ['a NUL in a parameter (400)', 'en', () => '/api/books/dune%00'],
    ['a route that is not declared (404)', 'en', () => '/api/no-such-route'],
    ['a route for members only (401)', 'en', () => '/api/reading-list'],
    ['a declared path with a trailing slash and other case', 'de', () => `/api/Authors/${ids.author}/`],
  ])('answers %s with the status and envelope of the HTTP route', async (_name, language, path) => {
    const { http, local } = await answersOf(language, path());
    expect(local).toEqual(http);
    expect(faults).toEqual([]);
  });

  it('reaches only /api/', async () => {
    await expect(inProcess.forLanguage('en')('/cms/api/users')).rejects.toThrow('only reaches /api/');
  });

  describe('with the front end\'s renderer', () => {
    let renderPage: RenderPage;

    beforeAll(async () => {
      if (!existsSync(DEFAULT_PAGE_RENDERER_PATH)) throw new Error(`build the front end first (npm run build -w @starshelf/frontend): ${DEFAULT_PAGE_RENDERER_PATH} is missing`);
      const loaded = await pageRendererFrom(DEFAULT_PAGE_RENDERER_PATH, logger).load();
      if (!loaded) throw new Error('the front end\'s renderer did not load');
      renderPage = loaded;
    }, 60_000);

    const pages = () => [`/books/${ids.book}`, `/authors/${ids.author}`, '/books?year=1974&sort=title_asc', '/authors?gender=female', '/'];

    // Decision 167: the page shows no edition list, so it carries the primary edition alone (and the
    // first with an ISBN, as this primary has none): its schema.org ISBN is the one the whole list gives.
    it.each(['en', 'de', 'it'] as const)('renders the book page in %s with the ISBN of the whole list and without the editions it does not show', async (language) => {
      const calls: Call[] = [];
      const page = await renderPage({ url: `/books/${ids.book}`, language, theme: 'dark', origin: 'https://starshelf.example', fetchApi: recorded(calls, inProcess.forLanguage(language)) });
      expect(page.status).toBe(200);
      const jsonLd = [...page.html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
      expect(jsonLd.find((data) => data['@type'] === 'Book')?.isbn).toBe('9780060512750');
      expect(page.html).toContain('The Dispossessed (Perennial Classics)');
      expect(page.html).not.toContain('Book Club Edition');
      const whole = (await (await overHttp(language)(`/api/books/${ids.book}`)).json()) as { data: { editions: { isbn: string | null }[] } };
      expect(whole.data.editions).toHaveLength(3);
    }, 60_000);

    it.each(['en', 'de', 'it'] as const)('renders a book, an author, filtered lists and home in %s with the same markup and the same answers either way', async (language) => {
      for (const url of pages()) {
        const httpCalls: Call[] = [];
        const localCalls: Call[] = [];
        const request = { url, language, theme: 'dark' as const, origin: 'https://starshelf.example' };
        const overHttpPage = await renderPage({ ...request, fetchApi: recorded(httpCalls, overHttp(language)) });
        const inProcessPage = await renderPage({ ...request, fetchApi: recorded(localCalls, inProcess.forLanguage(language)) });
        expect(inProcessPage, url).toEqual(overHttpPage);
        expect(overHttpPage.status, url).toBe(200);
        if (url.startsWith('/books/')) expect(inProcessPage.html).toContain(TITLES[language]);
        expect(localCalls.length, url).toBeGreaterThan(0);
        const byPath = (calls: Call[]) => [...calls].sort((a, b) => a.path.localeCompare(b.path));
        expect(byPath(localCalls), url).toEqual(byPath(httpCalls));
      }
      expect(faults).toEqual([]);
    }, 60_000);
  });
});
