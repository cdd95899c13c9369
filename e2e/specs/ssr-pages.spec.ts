// The catalogue pages arrive server-rendered WITH their data, in the reader's language: without
// JavaScript a reader can read them and follow their links, and with it the app takes the markup
// over without an error and without asking the API again for what came with the page.
// Needs the community API's page rendering (helper "pages"), which loads frontend/dist-ssr.
import type { Page, Route } from '@playwright/test';
import { DEV_MEMBER_PASSWORD, expect, MEMBERS, test } from '../support/fixtures.js';
import { BROWSER_LOCALES, LANGUAGES, message } from '../support/messages.js';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

for (const language of LANGUAGES) {
  test.describe(`without JavaScript, in ${language}`, () => {
    test.use({ javaScriptEnabled: false });

    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    });

    test('a book page shows the book, its author link and its title', async ({ page, catalogue }) => {
      const book = await catalogue.firstBook(language);
      const response = await page.goto(`/books/${book.slug ?? book.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(book.title)));
      const authorLink = page.getByRole('main').locator('a[href^="/authors/"]').first();
      await expect(authorLink).toBeVisible();
      // Links work as plain links: following one loads the author's server-rendered page.
      await authorLink.click();
      await expect(page).toHaveURL(/\/authors\//);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    });

    test('an author page shows the author and links to their books', async ({ page, catalogue }) => {
      const author = await catalogue.firstAuthor();
      const response = await page.goto(`/authors/${author.slug ?? author.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(author.name);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(author.name)));
      await expect(page.getByRole('main').locator('a[href^="/books/"]').first()).toBeVisible();
    });

    test('a filtered book list shows the first page of that filter', async ({ page }) => {
      const genres = await apiJson<Array<{ slug: string }>>(page, `/api/genres?locale=${language}`);
      const genre = genres[0]?.slug ?? '';
      const books = await apiJson<{ items: Array<{ title: string; slug: string }> }>(page, `/api/books?genre=${encodeURIComponent(genre)}&limit=1&locale=${language}`);
      const first = books.items[0];
      expect(first).toBeDefined();
      const response = await page.goto(`/books?genre=${encodeURIComponent(genre)}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(language, 'books.title'));
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(message(language, 'books.title'))));
      await expect(page.getByRole('main').locator(`a[href="/books/${first?.slug ?? ''}"]`).first()).toBeAttached();
    });

    test('an unknown book answers 404 with a page that says so and leads on to the list', async ({ page }) => {
      const response = await page.goto('/books/no-such-book-999999999');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(language, 'missingSubject.book.title'));
      await page.getByRole('main').getByRole('link', { name: message(language, 'missingSubject.book.list') }).click();
      await expect(page).toHaveURL(/\/books$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(language, 'books.title'));
    });

    test('an unknown author answers 404 with a page that says so', async ({ page }) => {
      const response = await page.goto('/authors/no-such-author-999999999');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(language, 'missingSubject.author.title'));
      await expect(page.getByRole('main').getByRole('link', { name: message(language, 'missingSubject.author.list') })).toHaveAttribute('href', '/authors');
    });
  });

  test.describe(`with JavaScript, in ${language}`, () => {
    // The browser's own language, which both the server (Accept-Language) and the app's detection
    // see; a cookie alone would be the server's guess only, and the app would render afresh.
    test.use({ locale: BROWSER_LOCALES[language] });

    // A link shared in a chat or a social network carries parameters of its own (utm_source,
    // fbclid): the page is drawn from its address without them, so it is taken over just the same.
    for (const [link, query] of [['', ''], [' from a shared link', '?utm_source=chat&fbclid=Iw4R']] as const) {
      test(`the app takes the book page${link} over without an error and without fetching the book again`, async ({ page, catalogue }) => {
        const book = await catalogue.firstBook(language);
        const slug = book.slug ?? String(book.id);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        // React's reports (minified in production: "Minified React error #418") and CSP refusals;
        // an anonymous reader's 401 for the session is no error of the page.
        page.on('console', (entry) => {
          if (entry.type() === 'error' && /React|hydrat|Content Security Policy/i.test(entry.text())) errors.push(entry.text());
        });
        const bookRequests: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === `/api/books/${slug}`) bookRequests.push(request.url());
        });
        // Hydration takes the server's markup over as it is: the head it wrote already describes the
        // page, and the page's content (the synopsis among it) is not thrown away and drawn again.
        // Covers are the exception here: the remote images fail offline and give way to generated ones.
        await page.addInitScript(() => {
          const removed = { head: [] as string[], content: [] as string[] };
          Object.assign(window, { removedByApp: removed });
          new MutationObserver((records) => {
            for (const record of records) {
              for (const node of record.removedNodes) {
                if (!(node instanceof Element)) continue;
                if (node.hasAttribute('data-page-head')) removed.head.push(node.outerHTML);
                else if (node.tagName !== 'IMG' && record.target instanceof Element && record.target.closest('main')) removed.content.push(node.outerHTML.slice(0, 120));
              }
            }
          }).observe(document, { childList: true, subtree: true });
        });
        // The synopsis's markdown renderer arrives last, as on a slow line: the page has re-rendered
        // after hydration (the controls that waited for it) before the renderer is there.
        const heldRenderer: Route[] = [];
        await page.route(/\/assets\/markdown-[\w-]+\.js$/, (route) => {
          heldRenderer.push(route);
        });
        await page.goto(`/books/${slug}${query}`, { waitUntil: 'domcontentloaded' });
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title);
        // Only a hydrated page reacts: the theme toggle switches the class on <html>.
        await page.getByRole('button', { name: message(language, 'theme.toLight') }).first().click();
        await expect(page.locator('html')).not.toHaveClass(/dark/);
        await Promise.all(heldRenderer.map((route) => route.continue()));
        await page.unroute(/\/assets\/markdown-[\w-]+\.js$/);
        await page.waitForLoadState('networkidle');
        expect(bookRequests).toEqual([]);
        expect(errors).toEqual([]);
        expect(await page.evaluate(() => (window as unknown as { removedByApp: unknown }).removedByApp)).toEqual({ head: [], content: [] });
      });
    }

    // The page comes with its stylesheet inlined and <html lang> set. Neither is given to the
    // browser again while the app starts and its late parts load (the search box, the mood row):
    // a second copy of the sheet, or the same lang written anew, restyles every element of the page.
    test('the start page is taken over without loading its stylesheet again or rewriting <html lang>', async ({ page }) => {
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url());
      });
      await page.addInitScript(() => {
        const writes: string[] = [];
        Object.assign(window, { langWrites: writes });
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.target === document.documentElement) writes.push(`${record.oldValue} -> ${document.documentElement.lang}`);
          }
        }).observe(document, { attributes: true, attributeFilter: ['lang'], attributeOldValue: true, subtree: true });
      });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The hero's search box is a late part: once it is there, the lazily loaded chunks have run.
      await expect(page.getByRole('combobox', { name: message(language, 'search.label') })).toBeVisible();
      await expect(page.locator('header [aria-disabled="true"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(stylesheets).toEqual([]);
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { langWrites: string[] }).langWrites)).toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });
  });
}

test.describe('freshness', () => {
  test('an edit through the administrators\' form shows on the rendered page within 5 seconds', async ({ playwright, baseURL, catalogue }) => {
    const book = await catalogue.firstBook();
    const slug = book.slug ?? String(book.id);
    const origin = baseURL ?? '';
    // A reader (no cookies) and an administrator, each with their own cookie jar.
    const reader = await playwright.request.newContext({ baseURL: origin });
    const admin = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
    const login = await admin.post('/api/auth/login', { data: { email: MEMBERS.super, password: DEV_MEMBER_PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);

    const before = await reader.get(`/books/${slug}`);
    expect(before.status()).toBe(200);
    const etagBefore = before.headers()['etag'];
    expect(etagBefore).toBeTruthy();
    // The page is cached now: a second answer for the same tag is a 304.
    expect((await reader.get(`/books/${slug}`, { headers: { 'If-None-Match': etagBefore ?? '' } })).status()).toBe(304);

    const original = ((await (await reader.get(`/api/books/${slug}?locale=en`)).json()) as { data: { description: string | null } }).data.description;
    const marker = `Freshness check ${Date.now()}`;
    const edit = await admin.patch(`/api/books/${slug}`, { data: { locale: 'en', description: marker } });
    expect(edit.status(), await edit.text()).toBe(200);
    const editedAt = Date.now();
    try {
      await expect
        .poll(async () => (await (await reader.get(`/books/${slug}`, { headers: { 'Accept-Language': 'en' } })).text()).includes(marker), { timeout: 5_000, intervals: [100, 200, 250] })
        .toBe(true);
      expect(Date.now() - editedAt).toBeLessThan(5_000);
      const after = await reader.get(`/books/${slug}`, { headers: { 'If-None-Match': etagBefore ?? '' } });
      expect(after.status()).toBe(200);
      expect(after.headers()['etag']).not.toBe(etagBefore);
    } finally {
      await admin.patch(`/api/books/${slug}`, { data: { locale: 'en', description: original } });
      await reader.dispose();
      await admin.dispose();
    }
  });
});
