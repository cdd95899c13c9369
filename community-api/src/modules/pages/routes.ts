// The catalogue pages rendered on the server (decision 087), at the site's paths like the sitemaps:
// the gateway forwards exactly the paths of `isServerRenderedPath` here and serves its prerendered
// shell whenever this answers anything but 200, 304 or 404.
import { Router, type Request, type Response } from 'express';
import {
  catalogueItemPath,
  guessPreferences,
  isServerRenderedPath,
  LANGUAGE_PREFERENCE_KEY,
  LANGUAGE_QUERY_PARAM,
  pageAddress,
  PREVIEW_QUERY_PARAM,
  THEME_PREFERENCE_KEY,
  type Locale,
  type PageRenderRequest,
  type RenderedPage,
  type Theme,
} from '@starshelf/contract';
import { checkPreviewToken, currentSlugOfFormer, isSluggedTable, resolveCatalogueId, listFormerSlugKeys, mayHaveLeft, type SluggedTable } from '@starshelf/cms/catalogue';
import { etagOf, markShared } from '../../http/cache-headers.js';
import { readCookie } from '../../http/cookies.js';
import { ipKey, type RateLimiters } from '../../http/rate-limit.js';
import type { Logger } from '../../lib/logger.js';
import type { CatalogueChanges } from '../catalogue/catalogue-changes.js';
import { keptPerRevision } from '../catalogue/kept-per-revision.js';
import { genreNamesFrom, type GenreNames } from './catalogue-values.js';
import { PageCache, type CachedPage } from './page-cache.js';
import { changeLedgerOf, extentOfNotice } from '../catalogue/change-ledger.js';
import { recordingDependencies } from './page-dependencies.js';
import type { PageRendererSource } from './page-renderer.js';
import { canonicalLocation, isPlainSegment } from './page-values.js';
import { previewData, withNoindexMeta } from './preview.js';
import type { SharedPageCache } from './shared-page-cache.js';

/**
 * The renderer's data calls for a page in `language`: the API's routes called in process (decision
 * 115). The request is the page's own, for a source that needs to know where it arrived.
 */
export type PageDataSource = (language: Locale, req: Request) => PageRenderRequest['fetchApi'];

export type PageDeps = {
  renderer: PageRendererSource;
  pageData: PageDataSource;
  changes: CatalogueChanges;
  publicUrl: string;
  logger: Logger;
  /** `pageRenderIp` bounds the renders (cache misses) per client. */
  limiters: RateLimiters;
  /** The pages the site links to without list filters: home, the lists, every detail page. */
  cache?: PageCache | undefined;
  /** The lists with filters, kept apart (decision 105). */
  filteredCache?: PageCache | undefined;
  /** The pages API processes share in Redis, asked when `cache` misses (decision 132); filtered lists stay local. */
  shared?: SharedPageCache | undefined;
  /** How the site names its genres (tests give their own). */
  genreNames?: () => Promise<GenreNames>;
};

/** Not a page this process can render now: the gateway shows its shell instead (never internals). */
export const PAGE_UNAVAILABLE_STATUS = 503;

/** The reader's language and theme, worked out once per page request by the contract's rule. */
function preferencesOf(req: Request): { language: Locale; theme: Theme } {
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
  res.status(page.status).type('html').send(page.body);
}

function sendUnavailable(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(PAGE_UNAVAILABLE_STATUS).type('text/plain').send('Page not available');
}

/**
 * To the page's address without the values it does not know (decision 105), or (301) from an
 * address its item has left to its current one (decision 120): never rendered, never kept. A left
 * slug may later name another item, so no cache keeps the move either.
 */
function sendElsewhere(res: Response, location: string, status: 301 | 302 = 302): void {
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(status, location);
}

const queryOf = (url: string) => {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
};

const pathOf = (address: string) => address.split('?')[0] ?? address;

/**
 * What the catalogue says of a page's address before it is rendered: a filter naming no genre is
 * dropped; an address its item has left moves (301); some addresses are rendered but not kept.
 */
type CatalogueVerdict = { location: string; status: 301 | 302 } | { isKept: boolean };

/** Filter combinations are many even when every value is known; this many are kept besides the rest. */
const FILTERED_PAGES = 500;

/** A list narrowed or reordered by its filters (`/books?year=1965`), as opposed to the pages themselves. */
const isFilteredList = (address: string) => {
  const [path = '', query = ''] = address.split('?');
  return (path === '/books' || path === '/authors' || path === '/series') && [...new URLSearchParams(query).keys()].some((name) => name !== 'lang');
};

export function pageRoutes({
  renderer,
  pageData,
  changes,
  publicUrl,
  logger,
  limiters,
  cache = new PageCache(),
  filteredCache = new PageCache(FILTERED_PAGES, 16 * 1024 * 1024),
  shared,
  genreNames = genreNamesFrom(changes),
}: PageDeps): Router {
  const origin = publicUrl.replace(/\/+$/, '');
  // Valid filter combinations run to millions: kept in a cache of their own, however many a
  // crawler or an attacker asks for, they never push the pages readers land on out of the other.
  const cacheOf = (address: string) => (isFilteredList(address) ? filteredCache : cache);
  // Readers asking for the same page at once share one render, and so does a stale page's refresh.
  const inFlight = new Map<string, Promise<CachedPage | undefined>>();
  // Each change marks the pages it touches stale (decision 132); a lost listener's return marks all.
  // The ledger is the listener's own, shared with the kept detail answers; Redis hears each change too.
  const ledger = changeLedgerOf(changes);
  changes.onChange?.((change) => {
    if ('connected' in change) void shared?.listening(change.connected);
    else shared?.mark(extentOfNotice(change.payload));
  });
  // Only while the listener is up: a notice missed meanwhile would leave a page stale for good.
  const canKeep = () => changes.isLive() && changes.onChange !== undefined;
  const sharedFor = (address: string) => (isFilteredList(address) ? undefined : shared);
  // The keys items have left, per catalogue revision (a rename sends the notice): a page rendered
  // afresh costs no lookup unless its address is among them. Without the listener every detail page looks.
  const formerKeys = keptPerRevision(changes, listFormerSlugKeys);

  /** The current slug of the item whose detail page this address was, if the item has left it (decision 120). */
  const movedTo = async (kind: SluggedTable, segment: string): Promise<string | null> => {
    try {
      if (changes.isLive() && !mayHaveLeft(await formerKeys(undefined), kind, segment)) return null;
      return await currentSlugOfFormer(kind, segment);
    } catch (error) {
      logger.warn({ err: error }, 'former slugs not read; the page is rendered as asked');
      return null;
    }
  };

  /**
   * Only what the site's own links name is kept (decision 105). A list filtered by a genre that does
   * not exist sends the reader to the list without the filter; a genre page asked for by another
   * spelling of the name (`SPACE opera`), an award by `id=007` or a detail page by `/genres/%20sf`
   * is rendered as before, but not kept: each such spelling would otherwise be a page of its own.
   */
  const catalogueVerdict = async (req: Request, address: string): Promise<CatalogueVerdict> => {
    const path = pathOf(address);
    const params = new URLSearchParams(queryOf(address));
    const genre = params.get('genre');
    if (genre !== null && (path === '/books' || path === '/genres')) {
      const names = await genreNames().catch((error: unknown) => {
        logger.warn({ err: error }, 'genre names not read; the page is rendered but not kept');
        return undefined;
      });
      if (!names) return { isKept: false };
      if (path === '/genres') return { isKept: names.pageValues.has(genre) };
      if (!names.filterValues.has(genre)) {
        const rest = new URLSearchParams(queryOf(req.originalUrl));
        rest.delete('genre');
        return { location: rest.size > 0 ? `${req.path}?${rest.toString()}` : req.path, status: 302 };
      }
    }
    const [, kind = '', segment] = path.split('/');
    // Slugs are plain segments; a current item's slug or id wins (docs/decisions/120-addresses-that-last.md).
    if (segment !== undefined && isSluggedTable(kind) && isPlainSegment(path)) {
      const current = await movedTo(kind, segment);
      if (current !== null) {
        const query = queryOf(req.originalUrl);
        return { location: `${catalogueItemPath(kind, current)}${query ? `?${query}` : ''}`, status: 301 };
      }
    }
    const id = params.get('id');
    if (path === '/awards' && id !== null) return { isKept: /^[1-9]\d{0,9}$/.test(id) };
    return { isKept: isPlainSegment(path) };
  };

  type Render = { req: Request; address: string; key: string; isKept: boolean; language: Locale; theme: Theme };
  const render = async ({ req, address, key, isKept, language, theme }: Render): Promise<CachedPage | undefined> => {
    const renderPage = await renderer.load();
    if (!renderPage) return undefined;
    // Numbered before any data is read: a change heard after this makes the page stale.
    const renderedAt = ledger.now();
    const sharedAt = isKept && canKeep() ? await sharedFor(address)?.now() : undefined;
    const watched = recordingDependencies(pageData(language, req), address);
    let rendered: RenderedPage;
    try {
      rendered = await renderPage({ url: address, language, theme, origin, fetchApi: watched.fetchApi });
    } catch (error) {
      logger.error({ err: error, url: address }, 'page render failed; serving the shell');
      return undefined;
    }
    // Encoded once, for the ETag and every answer that sends it, rather than again by each send.
    const body = Buffer.from(rendered.html, 'utf8');
    const page: CachedPage = { status: rendered.status === 404 ? 404 : 200, body, etag: etagOf(body) };
    // A page that names nothing (404) or was asked for by another address than its own
    // (`/books/x1-42` for `/books/dune-42`) is not kept: made-up addresses would fill the cache.
    const isOwnAddress = rendered.canonicalPath === undefined || rendered.canonicalPath === pathOf(address);
    if (isKept && isOwnAddress && page.status === 200 && canKeep()) {
      const dependencies = watched.dependencies();
      cacheOf(address).set(key, { page, renderedAt, dependencies });
      if (sharedAt !== undefined) await sharedFor(address)?.set(key, { page, renderedAt: sharedAt, dependencies });
    } else {
      // What was kept under this key no longer stands (the book went to the trash, say): a stale
      // copy must not be served again while nothing replaces it.
      cacheOf(address).delete(key);
      await sharedFor(address)?.forget(key);
    }
    return page;
  };

  type Wanted = Omit<Render, 'isKept'>;
  /** The render every request for `key` shares; the verdict is asked once per render. */
  const renderShared = (wanted: Wanted, verdict: { isKept: boolean }) => {
    const flight = render({ ...wanted, isKept: verdict.isKept }).finally(() => inFlight.delete(wanted.key));
    inFlight.set(wanted.key, flight);
    return flight;
  };

  /**
   * A stale page's replacement, in the background while the stale page is served. A failed render
   * leaves the stale page, and the next request for it tries again.
   */
  const refresh = (wanted: Wanted, verdict: { isKept: boolean }) => {
    if (inFlight.has(wanted.key)) return;
    const flight = (async () => {
      // Another process may have rendered it since: its fresh page saves this one the render.
      const heardBefore = ledger.now();
      const found = await sharedFor(wanted.address)?.get(wanted.key);
      if (found?.isFresh) {
        cacheOf(wanted.address).set(wanted.key, { page: found.page, renderedAt: heardBefore, dependencies: found.dependencies });
        return found.page;
      }
      return render({ ...wanted, isKept: verdict.isKept });
    })()
      .catch((error: unknown) => {
        logger.error({ err: error, url: wanted.address }, 'stale page not refreshed; served stale until the next try');
        return undefined;
      })
      .finally(() => inFlight.delete(wanted.key));
    inFlight.set(wanted.key, flight);
  };

  /**
   * Serves a stale page and starts its replacement, unless its address has moved meanwhile (an
   * edit marks every page stale, a rename among them): then the reader goes where it went.
   */
  const serveStale = async (res: Response, wanted: Wanted, page: CachedPage) => {
    const verdict = await catalogueVerdict(wanted.req, wanted.address);
    if ('location' in verdict) {
      cacheOf(wanted.address).delete(wanted.key);
      return sendElsewhere(res, verdict.location, verdict.status);
    }
    refresh(wanted, verdict);
    sendPage(res, page);
  };

  /**
   * A page asked for with `?preview=`: rendered afresh, never from or into a cache, noindex. A
   * valid token for this page's document and language shows its latest draft; any other token gets
   * the public page (404 for a document never published), as anyone would (decision 123).
   */
  const servePreview = async (req: Request, res: Response, token: string) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    const { language, theme } = preferencesOf(req);
    const params = new URLSearchParams(queryOf(req.originalUrl));
    params.delete(PREVIEW_QUERY_PARAM);
    const address = pageAddress(params.size > 0 ? `${req.path}?${params.toString()}` : req.path);
    const [, kind = '', segment] = req.path.split('/');
    const grant = await checkPreviewToken(token).catch((error: unknown) => {
      logger.warn({ err: error }, 'preview token not checked; the public page is shown');
      return null;
    });
    // The page must be the granted document's: by its id, a book's address ending in it, or a slug naming it.
    const namesGranted = async () =>
      grant !== null &&
      segment !== undefined &&
      (segment === String(grant.id) ||
        (kind === 'books' && segment.endsWith(`-${grant.id}`)) ||
        (await resolveCatalogueId(grant.collection, segment).catch(() => null)) === grant.id);
    const isGranted = grant !== null && grant.collection === kind && grant.locale === language && (await namesGranted());
    await limiters.consume('pageRenderIp', ipKey(req));
    const renderPage = await renderer.load();
    if (!renderPage) return sendUnavailable(res);
    const base = pageData(language, req);
    const fetchApi = isGranted ? previewData(base, grant, segment, language) : base;
    let rendered: RenderedPage;
    try {
      rendered = await renderPage({ url: address, language, theme, origin, fetchApi });
    } catch (error) {
      logger.error({ err: error, url: address }, 'preview render failed; serving the shell');
      return sendUnavailable(res);
    }
    res.status(rendered.status === 404 ? 404 : 200).type('html').send(withNoindexMeta(rendered.html));
  };

  const router = Router();
  router.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isServerRenderedPath(req.path)) return next();
    const previewToken = req.query[PREVIEW_QUERY_PARAM];
    if (previewToken !== undefined) return servePreview(req, res, typeof previewToken === 'string' ? previewToken : '');
    const location = canonicalLocation(req.path, queryOf(req.originalUrl));
    if (location !== undefined) return sendElsewhere(res, location);
    const { language, theme } = preferencesOf(req);
    // Keyed by what the page shows: a shared link's utm_source or a made-up parameter neither
    // renders the page again nor pushes other pages out of the cache.
    const address = pageAddress(req.originalUrl);
    const key = `${language}|${theme}|${address}`;
    const wanted: Wanted = { req, address, key, language, theme };
    if (canKeep()) {
      // A stale page is served at once while one render replaces it (decision 132).
      const kept = cacheOf(address).get(key);
      if (kept) return ledger.isFresh(kept.renderedAt, kept.dependencies) ? sendPage(res, kept.page) : serveStale(res, wanted, kept.page);
      const shared = sharedFor(address);
      if (shared) {
        const heardBefore = ledger.now();
        const found = await shared.get(key);
        if (found) {
          // Fresh in Redis counts as rendered before what this process hears from now on.
          cacheOf(address).set(key, { page: found.page, renderedAt: found.isFresh ? heardBefore : -1, dependencies: found.dependencies });
          return found.isFresh ? sendPage(res, found.page) : serveStale(res, wanted, found.page);
        }
      }
    }

    let flight = inFlight.get(key);
    if (!flight) {
      const verdict = await catalogueVerdict(req, address);
      if ('location' in verdict) return sendElsewhere(res, verdict.location, verdict.status);
      // A render costs its client a point; joining one already under way costs nothing.
      if (!inFlight.has(key)) await limiters.consume('pageRenderIp', ipKey(req));
      flight = inFlight.get(key) ?? renderShared(wanted, verdict);
    }
    const page = await flight;
    if (!page) return sendUnavailable(res);
    sendPage(res, page);
  });
  return router;
}
