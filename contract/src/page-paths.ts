import { LANGUAGE_QUERY_PARAM } from './preferences.js';

/**
 * The catalogue pages the community API renders on the server (the gateway forwards exactly these;
 * every other path keeps the prerendered shell). The lists and the detail pages of each kind; the
 * editors' forms below them (`/books/add`, `/books/edit/…`) stay client-side.
 */
export const SERVER_RENDERED_KINDS = ['books', 'authors', 'series', 'genres', 'awards'] as const;

/** Slugs that name a client-side form, not an item. */
const FORM_SEGMENTS = new Set(['add', 'edit']);

/** Whether a request path (no query string) is a server-rendered page. */
export function isServerRenderedPath(path: string): boolean {
  if (path === '/') return true;
  const segments = path.split('/').slice(1);
  const [kind, slug, ...rest] = segments;
  if (!(SERVER_RENDERED_KINDS as readonly string[]).includes(kind ?? '') || rest.length > 0) return false;
  if (slug === undefined) return true;
  return slug !== '' && !FORM_SEGMENTS.has(slug);
}

/** The filters of the lists, as the list pages read them from their address (`/books?genre=…`). */
export const BOOK_LIST_FILTERS = ['genre', 'year', 'minRating', 'mood', 'status', 'sort'] as const;
export const AUTHOR_LIST_FILTERS = ['nativeLanguage', 'gender', 'minRating', 'sort'] as const;
export const SERIES_LIST_FILTERS = ['size', 'status', 'minRating', 'sort'] as const;

/**
 * The query parameters that decide WHICH page a path shows (which genre, award or search).
 * Everything else (list filters, sort, tabs) only narrows or reorders that page, so its canonical
 * address keeps these alone (decision 088).
 */
export const CONTENT_QUERY_PARAMS = {
  '/genres': ['genre'],
  '/awards': ['id'],
  '/search': ['q'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

type Kind = (typeof SERVER_RENDERED_KINDS)[number];

/** The query parameters each server-rendered list (`/books`) and detail page (`/books/dune-42`) is drawn from. */
const LIST_QUERY: Readonly<Record<Kind, readonly string[]>> = {
  books: BOOK_LIST_FILTERS,
  authors: AUTHOR_LIST_FILTERS,
  series: SERIES_LIST_FILTERS,
  genres: CONTENT_QUERY_PARAMS['/genres'],
  awards: CONTENT_QUERY_PARAMS['/awards'],
};
const DETAIL_QUERY: Readonly<Record<Kind, readonly string[]>> = { books: ['tab'], authors: [], series: [], genres: [], awards: [] };

function queryKeysOf(path: string): readonly string[] | undefined {
  if (!isServerRenderedPath(path)) return undefined;
  if (path === '/') return [LANGUAGE_QUERY_PARAM];
  const [, kind, slug] = path.split('/') as [string, Kind, string | undefined];
  return [...(slug === undefined ? LIST_QUERY[kind] : DETAIL_QUERY[kind]), LANGUAGE_QUERY_PARAM];
}

/**
 * The address of what a server-rendered page shows (`/books?genre=fantasy&lang=de` for
 * `/books?utm_source=chat&genre=fantasy&lang=de`): its path with only the query parameters the
 * page is drawn from, in a fixed order, each with the first value given (the pages read no other:
 * `sort=rating&sort=x1` is the page of `sort=rating`). Whatever else a link carries (`utm_source`,
 * `fbclid`, a made-up cache-buster, a repeated parameter) changes nothing on the page, so such links
 * share one render and one cache entry, and the browser still takes the server's markup over.
 * Other paths come back unchanged.
 */
export function pageAddress(pathAndQuery: string): string {
  const queryStart = pathAndQuery.indexOf('?');
  const path = queryStart === -1 ? pathAndQuery : pathAndQuery.slice(0, queryStart);
  const keys = queryKeysOf(path);
  if (!keys || queryStart === -1) return pathAndQuery;
  const requested = new URLSearchParams(pathAndQuery.slice(queryStart + 1));
  const kept = new URLSearchParams();
  for (const key of keys) {
    const value = requested.get(key);
    if (value !== null) kept.append(key, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
