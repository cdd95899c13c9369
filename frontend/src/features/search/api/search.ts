import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookSlug, SEARCH_GROUP_CAPS, SEARCH_GROUPS, type SearchGroup, type SearchGroups, type SearchHit } from '@starshelf/contract';
import { paths, withQuery } from '@/config/paths';
import { api } from '@/lib/api/client';

export { SEARCH_GROUPS, type SearchGroup, type SearchHit };
export type SearchResults = SearchGroups;

/** Dropdown caps per group (docs/rules.md §9), kept in the contract. */
export const SEARCH_CAPS = SEARCH_GROUP_CAPS;
export const SEARCH_MIN_LENGTH = 1;
export const SEARCH_DEBOUNCE_MS = 300;

export const searchKeys = {
  all: ['search'] as const,
  query: (q: string, locale: string) => [...searchKeys.all, { q, locale }] as const,
};

export function getSearch(q: string, locale: string, signal?: AbortSignal): Promise<SearchResults> {
  return api.get<SearchResults>(withQuery('/api/search', { q, locale }), { signal });
}

export function searchQueryOptions(q: string, locale: string) {
  const trimmed = q.trim();
  return queryOptions({
    queryKey: searchKeys.query(trimmed, locale),
    queryFn: ({ signal }) => getSearch(trimmed, locale, signal),
    enabled: trimmed.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}

export function useSearch(q: string, locale: string) {
  return useQuery(searchQueryOptions(q, locale));
}

/** Every group's hit names its item in `title` (a book's title, another item's name). */
export function hitLabel(hit: SearchHit): string {
  return hit.title;
}

/** Where a result leads (docs/rules.md §2): books by title slug with id, authors, genres and awards by id. */
export function hitHref(group: SearchGroup, hit: SearchHit): string {
  switch (group) {
    case 'books':
      // The stored (English) slug: one address whatever language the title is shown in.
      return paths.book.href(bookSlug(hit.slug || hitLabel(hit), hit.id));
    case 'authors':
      return paths.author.href(hit.id);
    case 'series':
      return paths.seriesDetail.href(hit.slug || hit.id);
    case 'genres':
      return paths.genre.href(hit.id);
    case 'awards':
      return paths.award.href(hit.id);
  }
}
