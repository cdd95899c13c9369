// The start page and the book list arrive prerendered in the reader's language and theme, paint
// before any script has run, and are taken over (hydrated) by the app without an error or a jump.
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { BROWSER_LOCALES, LANGUAGES, message, type Language } from '../support/messages.js';

/** The h1 each prerendered page shows, in the language's own strings. */
function heading(language: Language, path: '/' | '/books'): string {
  return message(language, path === '/' ? 'app.tagline' : 'books.title');
}

/** React's own reports (minified in production: "Minified React error #418" and the like). */
function collectReactErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /React|hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/**
 * Holds the app's entry script until `release` is called, so the page shows only what the server
 * sent. (DOMContentLoaded waits for module scripts: navigations wait for 'commit' instead.)
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => {
    held.push(route);
  });
  return async () => {
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute(/\/assets\/index-[\w-]+\.js$/);
  };
}

for (const code of LANGUAGES) {
  for (const path of ['/', '/books'] as const) {
    test.describe(`${path} in ${code}`, () => {
      test.use({ locale: BROWSER_LOCALES[code] });

      test('paints before any script and is taken over by the app without a hydration error', async ({ page }) => {
        const errors = collectReactErrors(page);
        const release = await holdScripts(page);
        await page.goto(path, { waitUntil: 'commit' });
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveText(heading(code, path));
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        // A mark on the painted node: hydration keeps the node, a fresh render would replace it.
        await h1.evaluate((node) => node.setAttribute('data-painted-by-server', ''));

        await release();
        await expect(page.getByRole('main').getByRole('status')).toHaveCount(0, { timeout: 30_000 });
        await expect(page.locator('h1[data-painted-by-server]')).toHaveText(heading(code, path));
        // Taken over: the header's controls drop their "not yet available" mark. A click before
        // that is a plain link's full load, as it should be, and would prove nothing here.
        await expect(page.getByRole('banner').locator('[aria-disabled="true"]')).toHaveCount(0);
        // The app is live: a link navigates inside the page (a full load would drop the mark).
        await page.locator('html').evaluate((node) => node.setAttribute('data-same-document', ''));
        await page.locator('header nav a[href="/authors"]').first().click();
        await expect(page).toHaveURL(/\/authors$/);
        await expect(page.locator('html[data-same-document]')).toHaveCount(1);
        expect(errors).toEqual([]);
      });
    });
  }
}

test.describe('prerendered pages', () => {
  test('answer in the language the reader chose on the site, on the next visit too', async ({ page, request, baseURL }) => {
    await page.goto('/books');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('it');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading('it', '/books'));
    const response = await page.reload();
    expect(await response?.text()).toContain('<html lang="it"');
    // The choice travels as a cookie mirror of the stored language; without it the browser's language counts.
    const anonymous = await request.get(`${baseURL}/books`, { headers: { 'Accept-Language': 'de-AT,de;q=0.9' } });
    expect(await anonymous.text()).toContain('<html lang="de"');
  });

  test('arrive in the light theme when the reader chose it, without a dark first paint', async ({ page, context, baseURL }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    const cookies = await context.cookies(baseURL);
    expect(cookies.find((cookie) => cookie.name === 'theme')?.value).toBe('light');
    const served = await page.request.get(`${baseURL}/books`);
    expect(await served.text()).toMatch(/<html lang="en">/);
    const release = await holdScripts(page);
    await page.goto('/books', { waitUntil: 'commit' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await release();
  });

  test('render a page with a query afresh, since the server did not see its filters', async ({ page }) => {
    const errors = collectReactErrors(page);
    await page.goto('/books?sort=title_asc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading('en', '/books'));
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title_asc');
    expect(errors).toEqual([]);
  });

  test('show the navigation at once on any other page, then the page itself', async ({ page }) => {
    const release = await holdScripts(page);
    // The catalogue pages arrive rendered with their data (ssr-pages.spec.ts); a page outside the
    // catalogue still gets the prerendered shell.
    await page.goto('/terms', { waitUntil: 'commit' });
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Loading...');
    await release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nutzungsbedingungen');
  });
});

test.describe('the book list while it loads', () => {
  for (const viewport of [{ width: 1350, height: 940 }, { width: 390, height: 844 }]) {
    test(`does not shift its layout at ${viewport.width} px`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport, baseURL });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/books');
      await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
      await page.waitForTimeout(500);
      const total = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
      // "Good" is below 0.1; the list keeps the footer and the filters where they first painted.
      expect(total).toBeLessThan(0.02);
      await context.close();
    });
  }
});

test.describe('compression', () => {
  test('sends scripts as Brotli and API answers compressed', async ({ page, request, baseURL }) => {
    // The libraries' chunk: the largest script (chunks under 1 KB are sent as they are).
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/vendor-[\w-]+\.js$/.test(response.url())) scripts.push(response.url());
    });
    await page.goto('/');
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    const script = await request.get(scripts[0] ?? '', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(script.headers()['content-encoding']).toBe('br');
    const api = await request.get(`${baseURL}/api/home?locale=en`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(api.headers()['content-encoding']).toBe('gzip');
    const html = await request.get(`${baseURL}/books`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(html.headers()['content-encoding']).toBe('gzip');
    expect(html.headers()['vary']).toMatch(/Cookie/);
  });
});
