import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { withQuery } from '@/config/paths';
import { BOOK_LIST_FILTERS, type BookDetail, type BookEditionView, type BookSummary, type Paged } from '@starshelf/contract';
import { api } from '@/lib/api/client';
import { FIRST_CURSOR_PAGE, nextCursorPage, PAGE_SIZE, type CursorPage } from '@/lib/api/infinite';
import { itemApiPath } from '@/lib/api/locale-query';
import { parseMoodParam } from '../mood-param';

export const BOOK_SORTS = ['newest', 'oldest', 'title_asc', 'title_desc', 'rating'] as const;
export const BOOK_STATUSES = ['to_read', 'reading', 'read', 'not_in_list'] as const;
/**
 * The list's filters, as its address carries them (the contract's, which the server's page cache
 * keys on too); `mood` holds comma-separated slugs (docs/api.md "Moods").
 */
export const BOOK_FILTER_KEYS = BOOK_LIST_FILTERS;
export type BookFilters = Record<(typeof BOOK_FILTER_KEYS)[number], string>;

/**
 * The filters the API is asked with: moods normalised (one cache entry per selection), and the
 * reading-list filter only for a member, as anonymous requests drop it. The server renderer asks
 * with the same filters, so the browser finds the list it rendered in the cache.
 */
export function effectiveBookFilters(filters: BookFilters, isSignedIn: boolean): BookFilters {
  return { ...filters, mood: parseMoodParam(filters.mood).join(','), status: isSignedIn ? filters.status : '' };
}

export const bookKeys = {
  all: ['books'] as const,
  lists: () => [...bookKeys.all, 'list'] as const,
  list: (filters: BookFilters, locale: string) => [...bookKeys.lists(), { ...filters, locale }] as const,
  details: () => [...bookKeys.all, 'detail'] as const,
  detail: (slug: string, locale: string) => [...bookKeys.details(), slug, locale] as const,
};

export function getBooks(filters: BookFilters, { page, after }: CursorPage, locale: string, signal?: AbortSignal) {
  return api.get<Paged<BookSummary>>(withQuery('/api/books', { ...filters, page, after, limit: PAGE_SIZE, locale }), { signal });
}

export function booksInfiniteOptions(filters: BookFilters, locale: string) {
  return infiniteQueryOptions({
    queryKey: bookKeys.list(filters, locale),
    queryFn: ({ pageParam, signal }) => getBooks(filters, pageParam, locale, signal),
    initialPageParam: FIRST_CURSOR_PAGE,
    getNextPageParam: nextCursorPage,
  });
}

export function useBooks(filters: BookFilters, locale: string) {
  return useInfiniteQuery(booksInfiniteOptions(filters, locale));
}

/**
 * The book page's data: the book with the edition it is known by alone (decision 167). The page lists
 * no editions (the modal's picker reads them all), and a work with hundreds would carry them all.
 */
const BOOK_PAGE_EDITIONS: BookEditionView = 'primary';

export function getBook(slug: string, locale: string, signal?: AbortSignal) {
  return api.get<BookDetail>(withQuery(itemApiPath('books', slug), { locale, editions: BOOK_PAGE_EDITIONS }), { signal });
}

export function bookQueryOptions(slug: string, locale: string) {
  return queryOptions({ queryKey: bookKeys.detail(slug, locale), queryFn: ({ signal }) => getBook(slug, locale, signal) });
}

export function useBook(slug: string, locale: string) {
  return useQuery(bookQueryOptions(slug, locale));
}
