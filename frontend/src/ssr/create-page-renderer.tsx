import type { Locale, PageRenderRequest, RenderedPage, RenderPage } from '@starshelf/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject, StaticRouter } from 'react-router-dom';
import { prerenderAttributes } from '@/app/prerendered-page';
import { AppProvider } from '@/app/provider';
import { AppRoutes, createRoutes, createShellRoutes, isRedirectRoute, matchedBranch, preloadPages } from '@/app/routes';
import { isApiError } from '@/lib/api/api-error';
import { i18n, loadUiLanguage } from '@/lib/i18n';
import { PageHeadContext, type PageHeadCollector } from '@/lib/page-head/page-head';
import { createQueryClient } from '@/lib/query-client';
import { serializeQueryState } from '@/lib/query-state-transfer';
import { renderToMarkup } from '@/prerender/markup';
import { renderHeadTags } from '@/lib/page-head/render-head-tags';
import { withApiTransport } from './api-transport';
import { languageChunk, preloadsFor, type ViteManifest } from './page-assets';
import { buildPageDocument } from './page-document';
import { SERVER_RENDERED_ROUTES, type PrefetchOutcome } from './prefetch-routes';
import { routeTableBySegment } from './route-table-by-segment';

/** What the build leaves next to the renderer: the page template (stylesheet inlined) and Vite's manifest. */
export interface PageAssets {
  template: string;
  manifest: ViteManifest;
}

/** Stands in for the origin in the router's request; only path and query matter. */
const LOCAL_ORIGIN = 'http://localhost';

/**
 * An i18next instance per language, made once: it shares the loaded strings with the module's
 * instance but not the current language, and nothing on the server changes its language, so renders
 * in other languages running at the same time never affect it.
 */
const i18nByLanguage = new Map<Locale, Promise<I18n>>();

function i18nFor(language: Locale): Promise<I18n> {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    instance = (async () => {
      await loadUiLanguage(language);
      const clone = i18n.cloneInstance({ lng: language });
      await clone.changeLanguage(language);
      return clone;
    })();
    // A failed load is tried again by the next request rather than remembered.
    instance.catch(() => i18nByLanguage.delete(language));
    i18nByLanguage.set(language, instance);
  }
  return instance;
}

/**
 * This request's own cache. A failed query (an unknown slug) renders its error rather than the
 * optimistic "loading" of a retry on mount, as the browser's first render will (see
 * keepFailedQueriesOnMount).
 */
function serverQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryOnMount: false } });
  return client;
}

/** The API's answer to a bad request (4xx): the page shows it; anything else is a failure. */
function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/** The route tables, made once: a table keeps no state of a request. */
let tables: { app: (pathname: string) => RouteObject[]; shell: RouteObject[] } | undefined;
const routeTables = () => (tables ??= { app: routeTableBySegment(createRoutes()), shell: createShellRoutes() });

interface MatchedPage {
  /** The routes the match went through (matchedBranch), which render this page as the whole table would. */
  routes: RouteObject[];
  /** The matched page's route pattern: the key of SERVER_RENDERED_ROUTES (`/` is the index route). */
  pattern?: string;
  params: Record<string, string | undefined>;
  /** The match, kept: ranking the route table is a tenth of a render (useRoutes ranks it once more). */
  matches: RouteMatch[];
}

/** The page of the app at `pathname`, or the shell when none is (the catch-all redirects in the browser). */
function matchPage(pathname: string): MatchedPage | undefined {
  const matches = matchRoutes(routeTables().app(pathname), pathname) ?? [];
  const leaf = matches.at(-1);
  if (!leaf || isRedirectRoute(leaf.route)) return undefined;
  return { routes: matchedBranch(matches), pattern: leaf.route.index ? '/' : leaf.route.path, params: leaf.params, matches };
}

export function createPageRenderer(loadAssets: () => Promise<PageAssets>): RenderPage {
  return async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
    const [assets, requestI18n] = await Promise.all([loadAssets(), i18nFor(request.language)]);
    const url = new URL(request.url, LOCAL_ORIGIN);
    const queryClient = serverQueryClient();
    const collector: PageHeadCollector = { head: {} };

    // Not a page of the app (the catch-all redirects in the browser): the shell, as not found.
    const page = matchPage(url.pathname);
    let outcome: PrefetchOutcome = page ? 'found' : 'not-found';
    const routes = page?.routes ?? routeTables().shell;
    const route = page?.pattern === undefined ? undefined : SERVER_RENDERED_ROUTES[page.pattern];
    // The shell has no page code to load.
    const pageCode = preloadPages(page?.matches ?? []);
    if (route) {
      const params = page?.params ?? {};
      outcome = await withApiTransport(request.fetchApi, () => route.prefetch({ queryClient, params, search: url.searchParams, locale: request.language }));
    }

    // A failing API (5xx, no answer) leaves no page worth sending or keeping: the caller answers
    // with the shell instead, whose app asks the API again.
    const failed = queryClient.getQueryCache().getAll().find((query) => query.state.status === 'error' && !isClientError(query.state.error));
    if (failed) throw new Error(`the API failed for ${JSON.stringify(failed.queryKey)}`);

    await pageCode;
    const markup = await renderToMarkup(
      <StrictMode>
        <PageHeadContext.Provider value={collector}>
          <AppProvider queryClient={queryClient} i18n={requestI18n}>
            <StaticRouter location={`${url.pathname}${url.search}`}>
              <AppRoutes routes={routes} />
            </StaticRouter>
          </AppProvider>
        </PageHeadContext.Provider>
      </StrictMode>,
    );
    // React reveals a part that was not ready with an inline script, which the CSP blocks: the
    // part would stay hidden. The caller falls back to the shell page instead.
    if (markup.includes('<script') || markup.includes('<!--$?-->')) throw new Error(`${url.pathname} has a part that needs a script to show`);
    // Whichever saw it first, the prefetch (the API's 404) or the page itself, "not found" is kept
    // out of search engines and answered as such.
    const notFound = outcome === 'not-found' || collector.head.notFound === true;
    const head = { ...collector.head, notFound };
    const fullTitle = collector.fullTitle ?? requestI18n.t('pageTitle.site');
    const path = `${url.pathname}${url.search}`;
    const html = buildPageDocument({
      template: assets.template,
      language: request.language,
      theme: request.theme,
      markup,
      rootAttributes: prerenderAttributes({ path, language: request.language, year: new Date().getFullYear() }),
      preloads: preloadsFor(assets.manifest, [...languageChunk(request.language), ...(route ? [route.module] : [])]),
      headTags: renderHeadTags(head, { origin: request.origin, path, language: request.language, fullTitle }),
      queryState: serializeQueryState(queryClient),
    });
    queryClient.clear();
    // The API keeps the page only when it was asked for by its own address (decision 105).
    return { status: notFound ? 404 : 200, html, canonicalPath: notFound ? undefined : head.canonicalPath };
  };
}
