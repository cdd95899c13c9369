import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AUTHOR_LIST_FILTERS, type AuthorDetail, type AuthorSummary } from '@starshelf/contract';
import { pagedListOptions } from '@/lib/api/infinite';
import { itemApiPath, localeQueryOptions } from '@/lib/api/locale-query';

export const AUTHOR_SORTS = ['name_asc', 'name_desc', 'rating', 'books'] as const;
/** The list's filters, as its address carries them (the contract's, which the server's page cache keys on too). */
export const AUTHOR_FILTER_KEYS = AUTHOR_LIST_FILTERS;
export type AuthorFilters = Record<(typeof AUTHOR_FILTER_KEYS)[number], string>;

export const authorKeys = {
  all: ['authors'] as const,
  list: (filters: AuthorFilters, locale: string) => [...authorKeys.all, 'list', { ...filters, locale }] as const,
  detail: (slug: string, locale: string) => [...authorKeys.all, 'detail', slug, locale] as const,
};

export function authorsInfiniteOptions(filters: AuthorFilters, locale: string) {
  return pagedListOptions<AuthorSummary, ReturnType<typeof authorKeys.list>>(authorKeys.list(filters, locale), '/api/authors', { ...filters, locale });
}

export function useAuthors(filters: AuthorFilters, locale: string) {
  return useInfiniteQuery(authorsInfiniteOptions(filters, locale));
}

export function authorQueryOptions(slug: string, locale: string) {
  return localeQueryOptions<AuthorDetail, ReturnType<typeof authorKeys.detail>>(authorKeys.detail(slug, locale), itemApiPath('authors', slug), locale);
}

export function useAuthor(slug: string, locale: string) {
  return useQuery(authorQueryOptions(slug, locale));
}
