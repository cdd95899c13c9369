import { authorDetailSchema, fail, genreSummarySchema, ok, pagedSchema, bookSummarySchema, type Locale, type PageRenderRequest } from '@starshelf/contract';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { BookDetail, BookSummary, Paged } from '@starshelf/contract';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { appRoutesAt } from '@/testing/app-routes-at';
import { changeUiLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { hydrateMarkup } from '@/testing/hydrate';
import { bookKeys } from '@/features/books/api/get-books';
import { QUERY_STATE_ELEMENT_ID, readQueryState, hydrateQueryState } from '@/lib/query-state-transfer';
import { isApiError } from '@/lib/api/api-error';
import { aBook, aBookDetail } from '@/testing/answers';
import { createPageRenderer } from './create-page-renderer';
import { buildPageDocument } from './page-document';

const TEMPLATE = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <meta charset="UTF-8" />
    <title>Starshelf</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index-abc.js"></script>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true },
  'src/app/routes/book.tsx': { file: 'assets/book-123.js', imports: ['index.html'] },
  'src/app/routes/books.tsx': { file: 'assets/books-123.js', imports: ['index.html'] },
  'src/app/routes/author.tsx': { file: 'assets/author-123.js', imports: ['index.html'] },
  'src/i18n/de.json': { file: 'assets/de-123.js' },
  'src/i18n/it.json': { file: 'assets/it-123.js' },
};

const renderPage = createPageRenderer(() => Promise.resolve({ template: TEMPLATE, manifest: MANIFEST }));

const AUTHOR = { id: 3, slug: 'frank-herbert-3', name: 'Frank Herbert <the author>' };
const DUNE: BookDetail = aBookDetail({}, { id: 42, slug: 'dune-42', title: 'Dune', authors: [AUTHOR] });
const GENRES = [genreSummarySchema.parse({ id: 5, slug: 'space-opera', name: 'Space Opera', description: null, image: null, bookCount: 1 })];
const BOOK_PAGE: Paged<BookSummary> = pagedSchema(bookSummarySchema).parse({ items: [aBook({ id: 7, slug: 'hyperion-7', title: 'Hyperion' })], total: 1, page: 1, limit: 24, hasMore: false });

/**
 * A stand-in for the community API's GETs: contract-shaped envelopes by path, 404 otherwise.
 * Records every path (with query) it was asked for.
 */
function fakeApi(answers: Record<string, unknown>, delayMs = 0) {
  const calls: string[] = [];
  const fetchApi = async (pathAndQuery: string): Promise<Response> => {
    calls.push(pathAndQuery);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const { pathname } = new URL(pathAndQuery, 'http://api.test');
    const data = answers[pathname];
    if (data === undefined) return Response.json(fail('NOT_FOUND', 'Not found'), { status: 404 });
    return Response.json(ok(data));
  };
  return { calls, fetchApi };
}

function request(url: string, fetchApi: PageRenderRequest['fetchApi'], language: Locale = 'en'): PageRenderRequest {
  return { url, language, theme: 'dark', origin: 'https://starshelf.test', fetchApi };
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('renderPage', () => {
  it('renders a book page with its title, its author link, the preloads and the language', async () => {
    const api = fakeApi({ '/api/books/dune-42': DUNE });
    const page = await renderPage(request('/books/dune-42', api.fetchApi, 'de'));
    expect(page.status).toBe(200);
    const doc = parse(page.html);
    expect(doc.querySelector('h1')?.textContent).toBe('Dune');
    const authorLink = [...doc.querySelectorAll('#root a')].find((link) => link.textContent === AUTHOR.name);
    expect(authorLink?.getAttribute('href')).toBe('/authors/frank-herbert-3');
    expect(doc.documentElement.lang).toBe('de');
    expect(doc.documentElement.classList.contains('dark')).toBe(true);
    expect(doc.querySelector('link[rel="modulepreload"][href="/assets/book-123.js"]')).not.toBeNull();
    expect(doc.querySelector('link[rel="modulepreload"][href="/assets/de-123.js"]')).not.toBeNull();
    expect(doc.getElementById('root')?.dataset.prerendered).toBe('/books/dune-42');
    expect(api.calls).toEqual(['/api/books/dune-42?locale=de&editions=primary']);
  });

  it('fetches the scripts at low priority, behind what shows the page, and leaves the data blocks alone', async () => {
    const api = fakeApi({ '/api/books/dune-42': DUNE });
    const doc = parse((await renderPage(request('/books/dune-42', api.fetchApi, 'de'))).html);
    const scripts = [...doc.querySelectorAll('script[type="module"], link[rel="modulepreload"]')];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of scripts) expect(script.getAttribute('fetchpriority'), script.outerHTML).toBe('low');
    for (const block of doc.querySelectorAll('script:not([type="module"])')) expect(block.hasAttribute('fetchpriority')).toBe(false);
  });

  it('asks a reader who is not signed in to sign in to rate the author, not to shelve a book, in each language', async () => {
    const author = authorDetailSchema.parse({
      ...AUTHOR, profileImageUrl: null, nativeLanguage: null, gender: null, born: null, died: null,
      averageRating: 4.2, ratingsCount: 3, bookCount: 1, bio: 'Wrote *Dune*.', books: [aBook({ id: 42, slug: 'dune-42', title: 'Dune' })],
    });
    const api = fakeApi({ '/api/authors/frank-herbert-3': author });
    const prompts = { en: 'Sign in to rate and review this author.', de: 'diesen Autor oder diese Autorin zu bewerten', it: 'Accedi per valutare e recensire questo autore.' };
    for (const [language, prompt] of Object.entries(prompts) as Array<[Locale, string]>) {
      const text = parse((await renderPage(request('/authors/frank-herbert-3', api.fetchApi, language))).html).getElementById('root')?.textContent ?? '';
      expect(text, language).toContain(prompt);
      expect(text, language).not.toMatch(/this book|dieses Buch|questo libro/);
    }
  });

  it('hands the book over in a JSON data block that parses and holds it under the page\'s query key', async () => {
    const api = fakeApi({ '/api/books/dune-42': { ...DUNE, title: 'Dune </script><script>alert(1)</script>' } });
    const page = await renderPage(request('/books/dune-42', api.fetchApi));
    expect(page.html).not.toContain('</script><script>alert(1)');
    const doc = parse(page.html);
    const block = doc.getElementById(QUERY_STATE_ELEMENT_ID);
    expect(block?.getAttribute('type')).toBe('application/json');
    const client = new QueryClient();
    hydrateQueryState(client, doc);
    expect(client.getQueryData<BookDetail>(bookKeys.detail('dune-42', 'en'))?.title).toBe('Dune </script><script>alert(1)</script>');
  });

  it('writes the page\'s head: one title naming the book, canonical, hreflang, Open Graph and parseable Book JSON-LD', async () => {
    const api = fakeApi({ '/api/books/dune-42': DUNE });
    const doc = parse((await renderPage(request('/books/dune-42?lang=de', api.fetchApi, 'de'))).html);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.title).toBe('Dune – Frank Herbert <the author> | Starshelf');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://starshelf.test/books/dune-42?lang=de');
    const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => link.getAttribute('hreflang'));
    expect(alternates.sort()).toEqual(['de', 'en', 'it', 'x-default']);
    expect(doc.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('book');
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toContain('Dune');
    expect(doc.querySelector('meta[name="twitter:card"]')).not.toBeNull();
    const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
    const book = jsonLd.find((entry) => entry['@type'] === 'Book');
    expect(book?.name).toBe('Dune');
    expect(JSON.stringify(book?.author)).toContain('Frank Herbert <the author>');
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('points canonical and alternates at the book\'s own address when it was asked for by another', async () => {
    const api = fakeApi({ '/api/books/-42': DUNE });
    const doc = parse((await renderPage(request('/books/-42?lang=it', api.fetchApi, 'it'))).html);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://starshelf.test/books/dune-42?lang=it');
    expect(doc.querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe('https://starshelf.test/books/dune-42');
  });

  it('tells the API the path of the page\'s own address, so the page is kept only under it', async () => {
    const api = fakeApi({ '/api/books/dune-42': DUNE, '/api/books/x1-42': DUNE, '/api/books': BOOK_PAGE, '/api/genres': GENRES, '/api/moods': [] });
    expect((await renderPage(request('/books/dune-42?lang=de', api.fetchApi, 'de'))).canonicalPath).toBe('/books/dune-42');
    expect((await renderPage(request('/books/x1-42', api.fetchApi))).canonicalPath).toBe('/books/dune-42');
    // A list names no address of its own; a missing book none at all.
    expect((await renderPage(request('/books', api.fetchApi))).canonicalPath).toBeUndefined();
    expect((await renderPage(request('/books/nothing-1', api.fetchApi))).canonicalPath).toBeUndefined();
  });

  it('renders the same page byte for byte at another moment (one ETag across processes and revalidations)', async () => {
    const api = fakeApi({ '/api/books/dune-42': DUNE });
    const first = await renderPage(request('/books/dune-42', api.fetchApi));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await renderPage(request('/books/dune-42', api.fetchApi));
    expect(second.html).toBe(first.html);
  });

  it('answers 404 for a slug the API refuses as malformed (400)', async () => {
    const fetchApi = async () => Response.json(fail('VALIDATION_FAILED', 'Invalid slug'), { status: 400 });
    expect((await renderPage(request('/books/%00', fetchApi))).status).toBe(404);
  });

  it('refuses to render when the API fails (5xx or no answer), so the caller sends the shell and keeps nothing', async () => {
    const failing = async () => Response.json(fail('INTERNAL', 'Internal error'), { status: 500 });
    await expect(renderPage(request('/books/dune-42', failing))).rejects.toThrow(/API failed/);
    const unreachable = async (): Promise<Response> => {
      throw new TypeError('fetch failed');
    };
    await expect(renderPage(request('/books', unreachable))).rejects.toThrow(/API failed/);
  });

  it('keeps a not-found answer out of search engines', async () => {
    const page = await renderPage(request('/books/no-such-book-9', fakeApi({}).fetchApi));
    expect(page.status).toBe(404);
    expect(parse(page.html).querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    const unknownPath = await renderPage(request('/no/such/page', fakeApi({}).fetchApi));
    expect(unknownPath.status).toBe(404);
    expect(parse(unknownPath.html).querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it('answers 404 with the not-found page for an unknown slug, its error handed over as an ApiError', async () => {
    const api = fakeApi({});
    const page = await renderPage(request('/books/no-such-book-9', api.fetchApi));
    expect(page.status).toBe(404);
    const doc = parse(page.html);
    expect(doc.getElementById('root')?.textContent).toContain('This book could not be found.');
    const query = readQueryState(doc)?.queries.find((entry) => entry.queryKey[1] === 'detail');
    expect(isApiError(query?.state.error) && query.state.error.status).toBe(404);
  });

  it('passes the list filters of the query string on to the API and renders the first page', async () => {
    const api = fakeApi({ '/api/books': BOOK_PAGE, '/api/genres': GENRES, '/api/moods': [] });
    const page = await renderPage(request('/books?genre=space-opera&minRating=4&status=read&sort=rating', api.fetchApi));
    expect(page.status).toBe(200);
    const listCall = api.calls.find((call) => call.startsWith('/api/books?'));
    const query = new URL(listCall ?? '', 'http://api.test').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ genre: 'space-opera', minRating: '4', sort: 'rating', page: '1', limit: '24', locale: 'en' });
    // Anonymous: the reading-list filter stays out, as in the browser's first render.
    expect(query.has('status')).toBe(false);
    const doc = parse(page.html);
    expect(doc.getElementById('root')?.textContent).toContain('Hyperion');
    expect(doc.getElementById('root')?.dataset.prerendered).toBe('/books?genre=space-opera&minRating=4&status=read&sort=rating');
    const state = readQueryState(doc);
    const list = state?.queries.find((entry) => entry.queryKey[0] === 'books' && entry.queryKey[1] === 'list');
    expect((list?.state.data as InfiniteData<Paged<BookSummary>>).pages[0]?.items[0]?.title).toBe('Hyperion');
  });

  it('keeps two concurrent renders in German and Italian apart', async () => {
    const api = fakeApi({ '/api/books/dune-42': DUNE }, 20);
    const [de, it] = await Promise.all([
      renderPage(request('/books/dune-42', api.fetchApi, 'de')),
      renderPage(request('/books/dune-42', api.fetchApi, 'it')),
    ]);
    const deDoc = parse(de.html);
    const itDoc = parse(it.html);
    expect(deDoc.documentElement.lang).toBe('de');
    expect(itDoc.documentElement.lang).toBe('it');
    // The main navigation's label, in each request's own language.
    expect(deDoc.querySelector('nav[aria-label="Hauptnavigation"]')).not.toBeNull();
    expect(itDoc.querySelector('nav[aria-label="Hauptnavigation"]')).toBeNull();
    expect(itDoc.querySelector('nav[aria-label="Navigazione principale"]')).not.toBeNull();
    expect(api.calls.sort()).toEqual(['/api/books/dune-42?locale=de&editions=primary', '/api/books/dune-42?locale=it&editions=primary']);
  });

  it('never asks for member data: the session stays pending', async () => {
    const api = fakeApi({ '/api/books/dune-42': DUNE });
    await renderPage(request('/books/dune-42', api.fetchApi));
    expect(api.calls.every((call) => call.startsWith('/api/books/'))).toBe(true);
  });
});

describe('the browser taking over a server-rendered page', () => {
  afterEach(async () => {
    await changeUiLanguage('en');
  });

  it.each([
    ['a book page', '/books/dune-42', 'en', '/api/books/', 'Dune'],
    ['an unknown book (404)', '/books/no-such-book-9', 'en', '/api/books/', 'This book could not be found.'],
    ['a filtered book list', '/books?genre=space-opera&sort=rating', 'en', '/api/books', 'Hyperion'],
    ['a German book page', '/books/dune-42', 'de', '/api/books/', 'Schnellansicht'],
    ['an Italian book list', '/books?minRating=4', 'it', '/api/books', 'Libri'],
  ] as const)('hydrates %s from the handed-over cache without a mismatch and without asking the API again', async (_name, url, language, apiPath, text) => {
    const api = fakeApi({ '/api/books/dune-42': DUNE, '/api/books': BOOK_PAGE, '/api/genres': GENRES });
    const page = await renderPage(request(url, api.fetchApi, language));
    // The browser's language, as main.tsx sets it before hydrating.
    await changeUiLanguage(language);
    const doc = parse(page.html);
    const markup = doc.getElementById('root')?.innerHTML ?? '';

    const fetchMock = stubApi([{ match: /^\/api\/auth\/user/, code: 'UNAUTHENTICATED', status: 401 }]);
    const queryClient = createQueryClient();
    hydrateQueryState(queryClient, doc);
    const app = await appRoutesAt(url);
    const { container, recoverable, unmount } = await hydrateMarkup(
      markup,
      <AppProvider queryClient={queryClient}>
        {app}
      </AppProvider>,
    );
    expect(recoverable).toEqual([]);
    expect(container.textContent).toContain(text);
    expect(callsTo(fetchMock, new RegExp(`^${apiPath}`))).toEqual([]);
    await unmount();
  });
});

/**
 * The server-rendered /books as a browser gets it, hydrated by the app after `act` has done what a
 * reader did to the page before the app took it over.
 */
async function hydrateBooksPageAfter(act: (root: HTMLElement) => void) {
  const api = fakeApi({ '/api/books': BOOK_PAGE, '/api/genres': GENRES });
  const doc = parse((await renderPage(request('/books', api.fetchApi))).html);
  const queryClient = createQueryClient();
  hydrateQueryState(queryClient, doc);
  const app = await appRoutesAt('/books');
  return hydrateMarkup(
    doc.getElementById('root')?.innerHTML ?? '',
    <AppProvider queryClient={queryClient}>
      {app}
    </AppProvider>,
    act,
  );
}

describe('what a reader does before the app takes the page over', () => {
  afterEach(async () => {
    await changeUiLanguage('en');
  });

  it('searches for the text typed into the search box, once it has hydrated', async () => {
    const fetchMock = stubApi([
      { match: /^\/api\/auth\/user/, code: 'UNAUTHENTICATED', status: 401 },
      { match: /^\/api\/search/, code: 'NOT_FOUND', status: 404 },
    ]);
    const { container, recoverable, unmount } = await hydrateBooksPageAfter((root) => {
      const box = root.querySelector<HTMLInputElement>('input[type="search"]');
      if (!box) throw new Error('the server-rendered page has no search box');
      box.value = 'star';
    });
    expect(recoverable).toEqual([]);
    await waitFor(() => expect(callsTo(fetchMock, /^\/api\/search\?.*q=star/)).toHaveLength(1), { timeout: 3000 });
    expect(container.querySelector<HTMLInputElement>('input[type="search"]')?.value).toBe('star');
    await unmount();
  });

  it('applies a sort chosen in the list\'s filters, once hydrated', async () => {
    const fetchMock = stubApi([
      { match: /^\/api\/auth\/user/, code: 'UNAUTHENTICATED', status: 401 },
      { match: /^\/api\/books/, code: 'NOT_FOUND', status: 404 },
    ]);
    const { recoverable, unmount } = await hydrateBooksPageAfter((root) => {
      const sort = [...root.querySelectorAll('select')].find((select) => [...select.options].some((option) => option.value === 'rating'));
      if (!sort) throw new Error('the server-rendered list has no sort select');
      sort.value = 'rating';
    });
    expect(recoverable).toEqual([]);
    await waitFor(() => expect(callsTo(fetchMock, /^\/api\/books\?.*sort=rating/).length).toBeGreaterThan(0), { timeout: 3000 });
    await unmount();
  });

  it('switches to the language chosen in the dropdown, once hydrated', async () => {
    stubApi([{ match: /^\/api\/auth\/user/, code: 'UNAUTHENTICATED', status: 401 }]);
    const { container, recoverable, unmount } = await hydrateBooksPageAfter((root) => {
      const select = root.querySelector<HTMLSelectElement>('select');
      if (!select) throw new Error('the server-rendered page has no language dropdown');
      select.value = 'it';
    });
    expect(recoverable).toEqual([]);
    await waitFor(() => expect(document.documentElement.lang).toBe('it'), { timeout: 3000 });
    await waitFor(() => expect(container.querySelector<HTMLSelectElement>('select')?.value).toBe('it'));
    await unmount();
  });
});

describe('buildPageDocument', () => {
  const parts = {
    template: '<html lang="en" class="dark"><head><meta name="description" content="Site" /><title>Starshelf</title></head><body><div id="root"></div></body></html>',
    language: 'it' as const,
    theme: 'light' as const,
    markup: '<main>x</main>',
    rootAttributes: { 'data-prerendered': '/books?genre="a"&b' },
    preloads: [],
    queryState: '{}',
  };

  it('keeps the site description unless the page brings its own, and escapes the root attributes', () => {
    const plain = buildPageDocument({ ...parts, headTags: '<title>T</title>' });
    expect(plain).toContain('content="Site"');
    expect(plain).toContain('<html lang="it">');
    expect(plain).toContain('data-prerendered="/books?genre=&quot;a&quot;&amp;b"');
    const own = buildPageDocument({ ...parts, headTags: '<title>T</title><meta name="description" content="Page">' });
    expect(own).not.toContain('content="Site"');
    expect(own).toContain('content="Page"');
  });
});
