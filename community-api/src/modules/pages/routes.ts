// The catalogue pages rendered on the server (decision 087), at the site's paths like the sitemaps:
// the gateway forwards exactly the paths of `isServerRenderedPath` here and serves its prerendered
// shell whenever this answers anything but 200, 304 or 404.
import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import {
  guessPreferences,
  isServerRenderedPath,
  LANGUAGE_PREFERENCE_KEY,
  LANGUAGE_QUERY_PARAM,
  pageAddress,
  THEME_PREFERENCE_KEY,
  type RenderedPage,
} from '@starshelf/contract';
import { markShared } from '../../http/cache-headers.js';
import { readCookie } from '../../http/cookies.js';
import type { Logger } from '../../lib/logger.js';
import { apiFetcherFor } from './api-fetcher.js';
import type { CatalogueChanges } from './catalogue-changes.js';
import { PageCache, type CachedPage } from './page-cache.js';
import type { PageRendererSource } from './page-renderer.js';

export type PageDeps = {
  renderer: PageRendererSource;
  changes: CatalogueChanges;
  publicUrl: string;
  logger: Logger;
  cache?: PageCache;
};

/** Not a page this process can render now: the gateway shows its shell instead (never internals). */
export const PAGE_UNAVAILABLE_STATUS = 503;

const etagOf = (html: string) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;

function preferencesOf(req: Request) {
  const param = req.query[LANGUAGE_QUERY_PARAM];
  return guessPreferences({
    languageParam: typeof param === 'string' ? param : undefined,
    languageCookie: readCookie(req, LANGUAGE_PREFERENCE_KEY),
    acceptLanguage: req.get('accept-language'),
    themeCookie: readCookie(req, THEME_PREFERENCE_KEY),
  });
}

function sendPage(res: Response, page: CachedPage): void {
  markShared(res);
  res.setHeader('ETag', page.etag);
  // With the ETag set, Express answers a matching If-None-Match with 304 and HEAD without a body.
  res.status(page.status).type('html').send(page.html);
}

function sendUnavailable(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(PAGE_UNAVAILABLE_STATUS).type('text/plain').send('Page not available');
}

export function pageRoutes({ renderer, changes, publicUrl, logger, cache = new PageCache() }: PageDeps): Router {
  const origin = publicUrl.replace(/\/+$/, '');
  // Readers asking for the same page at once share one render.
  const inFlight = new Map<string, Promise<CachedPage | undefined>>();

  const render = async (req: Request, address: string, key: string, revision: number): Promise<CachedPage | undefined> => {
    const renderPage = await renderer.load();
    if (!renderPage) return undefined;
    const { language, theme } = preferencesOf(req);
    let rendered: RenderedPage;
    try {
      rendered = await renderPage({ url: address, language, theme, origin, fetchApi: apiFetcherFor(req, language) });
    } catch (error) {
      logger.error({ err: error, url: address }, 'page render failed; serving the shell');
      return undefined;
    }
    const page: CachedPage = { status: rendered.status === 404 ? 404 : 200, html: rendered.html, etag: etagOf(rendered.html) };
    // Only while the listener is up: a notice missed meanwhile would leave the page stale for good.
    if (changes.isLive() && changes.revision() === revision) cache.set(revision, key, page);
    return page;
  };

  const router = Router();
  router.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isServerRenderedPath(req.path)) return next();
    const { language, theme } = preferencesOf(req);
    // Keyed by what the page shows: a shared link's utm_source or a made-up parameter neither
    // renders the page again nor pushes other pages out of the cache.
    const address = pageAddress(req.originalUrl);
    const key = `${language}|${theme}|${address}`;
    const revision = changes.revision();
    const cached = changes.isLive() ? cache.get(revision, key) : undefined;
    if (cached) return sendPage(res, cached);

    const flightKey = `${revision}|${key}`;
    let flight = inFlight.get(flightKey);
    if (!flight) {
      flight = render(req, address, key, revision).finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, flight);
    }
    const page = await flight;
    if (!page) return sendUnavailable(res);
    sendPage(res, page);
  });
  return router;
}
