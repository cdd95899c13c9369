import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { canHydrate, readPrerenderedPage } from '@/app/prerendered-page';
import { createRoutes, preloadMatchedPages } from '@/app/routes';
import { hydrateMarkup } from '@/testing/hydrate';
import { jsonResponse } from '@/testing/render';
import { changeUiLanguage, i18n, type UiLanguage, UI_LANGUAGES } from '@/lib/i18n';
import { PRERENDERED_PAGES } from './pages';
import { renderPage } from './render-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
  await i18n.changeLanguage('en');
});

/** Hydrates prerendered `markup` at `path` as main.tsx does. */
async function hydrate(markup: string, path: string, language: UiLanguage) {
  await changeUiLanguage(language);
  window.history.pushState({}, '', path);
  const routes = createRoutes();
  await preloadMatchedPages(routes, path);
  return hydrateMarkup(markup, <StrictMode><App routes={routes} /></StrictMode>);
}

describe('prerendered pages', () => {
  const cases = PRERENDERED_PAGES.flatMap(({ path }) => UI_LANGUAGES.map((language) => [path, language] as const));

  it.each(cases)('%s in %s hydrates without a mismatch', async (path, language) => {
    // Data stays pending in the first render on both sides; the visitor turns out to be anonymous
    // at once, often before a lazy part (the chat panel) has its code and hydrates.
    vi.stubGlobal('fetch', vi.fn((input: RequestInfo | URL) => (String(input).includes('/api/auth/user') ? Promise.resolve(jsonResponse(null, 401)) : new Promise<Response>(() => undefined))));
    const markup = await renderPage(path, language);
    expect(markup).not.toContain('<script');
    // A mismatch makes React log (console.error fails the test) or report a recoverable error.
    const { container, recoverable, unmount } = await hydrate(markup, path, language);
    try {
      expect(recoverable).toEqual([]);
      expect(container.querySelector('h1')?.textContent).toBe(i18n.t(path === '/' ? 'app.tagline' : 'books.title'));
    } finally {
      await unmount();
    }
  });

  it('renders the shell with the navigation and the page loader', async () => {
    const markup = await renderPage(null, 'de');
    expect(markup).toContain('Wird geladen');
    expect(markup).toContain('aria-label="Hauptnavigation"');
  });
});

describe('canHydrate', () => {
  const page = { path: '/books', language: 'de' as const, year: 2026 };
  const now = { pathname: '/books', search: '', language: 'de' as const, year: 2026 };

  it('hydrates the page, language and year the server rendered', () => {
    expect(canHydrate(page, now)).toBe(true);
  });

  it('hydrates a list the server rendered with the same filters', () => {
    const filtered = { ...page, path: '/books?genre=fantasy' };
    expect(canHydrate(filtered, { ...now, search: '?genre=fantasy' })).toBe(true);
    expect(canHydrate(filtered, { ...now, search: '?genre=horror' })).toBe(false);
  });

  it('hydrates a shared link whose other parameters the page is not drawn from', () => {
    const filtered = { ...page, path: '/books?genre=fantasy&sort=rating' };
    expect(canHydrate(filtered, { ...now, search: '?utm_source=chat&sort=rating&genre=fantasy&fbclid=x1' })).toBe(true);
    expect(canHydrate(page, { ...now, search: '?utm_source=chat' })).toBe(true);
  });

  it.each([
    ['another path', { pathname: '/authors' }],
    ['a query the server did not see', { search: '?genre=fantasy' }],
    ['another language', { language: 'it' as const }],
    ['a new year', { year: 2027 }],
  ])('renders afresh for %s', (_name, change) => {
    expect(canHydrate(page, { ...now, ...change })).toBe(false);
  });

  it('renders afresh when nothing was prerendered', () => {
    expect(canHydrate(null, now)).toBe(false);
  });

  it('reads what the prerender step wrote onto #root', () => {
    const root = document.createElement('div');
    root.dataset.prerendered = '/';
    root.dataset.language = 'it';
    root.dataset.year = '2026';
    expect(readPrerenderedPage(root)).toEqual({ path: '/', language: 'it', year: 2026 });
    expect(readPrerenderedPage(document.createElement('div'))).toBeNull();
  });
});
