import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { appRoutesAt } from '@/testing/app-routes-at';
import { createQueryClient } from '@/lib/query-client';
import { hydrateQueryState } from '@/lib/query-state-transfer';
import { fakeCatalogueApi } from '@/testing/fake-catalogue-api';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { hydrateMarkup } from '@/testing/hydrate';
import { createPageRenderer } from './create-page-renderer';
import { SERVER_RENDERED_ROUTES } from './prefetch-routes';

const TEMPLATE = '<!doctype html><html lang="en" class="dark"><head><title>Starshelf</title></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true },
  ...Object.fromEntries(Object.values(SERVER_RENDERED_ROUTES).map(({ module }) => [module, { file: `assets/${module}.js` }])),
};
const renderPage = createPageRenderer(() => Promise.resolve({ template: TEMPLATE, manifest: MANIFEST }));

function rootText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').getElementById('root')?.textContent ?? '';
}

describe('the server-rendered routes', () => {
  it.each([
    ['/', ['/api/home?locale=en', '/api/moods?locale=en'], ['Hyperion', 'Dan Simmons', 'Hyperion Cantos', 'Space Opera', 'Dark']],
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
    const api = fakeCatalogueApi();
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
    const page = await renderPage({ url, language: 'en', theme: 'dark', origin: 'https://starshelf.test', fetchApi: fakeCatalogueApi().fetchApi });
    expect(page.status).toBe(404);
  });

  it('answers 404 for a path that is no page of the app', async () => {
    const page = await renderPage({ url: '/no/such/page', language: 'en', theme: 'dark', origin: 'https://starshelf.test', fetchApi: fakeCatalogueApi().fetchApi });
    expect(page.status).toBe(404);
  });

  it('preloads a route module that exists', () => {
    for (const { module } of Object.values(SERVER_RENDERED_ROUTES)) expect(existsSync(join(process.cwd(), module)), module).toBe(true);
  });
});

describe('the browser taking over each server-rendered route', () => {
  it.each(['/', '/books?mood=dark', '/authors?sort=books', '/authors/dan-simmons-3', '/series', '/series/hyperion-cantos-9', '/genres', '/genres?genre=space-opera', '/genres/space-opera', '/awards', '/awards/11', '/authors/nobody-1'])(
    '%s hydrates without a mismatch and without asking the API for the catalogue again',
    async (url) => {
      const page = await renderPage({ url, language: 'en', theme: 'dark', origin: 'https://starshelf.test', fetchApi: fakeCatalogueApi().fetchApi });
      const doc = new DOMParser().parseFromString(page.html, 'text/html');
      const fetchMock = stubApi([{ match: /^\/api\/auth\/user/, code: 'UNAUTHENTICATED', status: 401 }]);
      const queryClient = createQueryClient();
      hydrateQueryState(queryClient, doc);
      const app = await appRoutesAt(url);
      const { recoverable, unmount } = await hydrateMarkup(
        doc.getElementById('root')?.innerHTML ?? '',
        <AppProvider queryClient={queryClient}>
          {app}
        </AppProvider>,
      );
      expect(recoverable).toEqual([]);
      expect(callsTo(fetchMock, /^\/api\/(home|moods|authors|series|genres|awards)/)).toEqual([]);
      await unmount();
    },
  );
});
