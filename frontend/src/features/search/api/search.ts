import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookSlug } from '@starshelf/contract';
import { paths, withQuery } from '@/config/paths';
import { api } from '@/lib/api/client';

/** One hit of GET /api/search: books carry `title`, the other groups `name`. */
export type SearchHit = { id: number; slug?: string | null; title?: string; name?: string; subtitle?: string | null; image?: string | null };
export const SEARCH_GROUPS = ['books', 'authors', 'series', 'genres', 'awards'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];
export type SearchResults = Record<SearchGroup, SearchHit[]>;

/** Dropdown caps per group (SPEC.md §9). */
export const SEARCH_CAPS: Record<SearchGroup, number> = { books: 12, authors: 8, series: 6, genres: 6, awards: 6 };
export const SEARCH_MIN_LENGTH = 1;
export const SEARCH_DEBOUNCE_MS = 300;

export const searchKeys = {
  all: ['search'] as const,
  query: (q: string, locale: string) => [...searchKeys.all, { q, locale }] as const,
};

export function getSearch(q: string, locale: string, signal?: AbortSignal): Promise<SearchResults> {
  return api.get<Partial<SearchResults>>(withQuery('/api/search', { q, locale }), { signal }).then((data) => ({
    books: data.books ?? [],
    authors: data.authors ?? [],
    series: data.series ?? [],
    genres: data.genres ?? [],
    awards: data.awards ?? [],
  }));
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

export function hitLabel(hit: SearchHit): string {
  return hit.title ?? hit.name ?? '';
}

/** Where a result leads (SPEC.md §2): books by title slug with id, authors, genres and awards by id. */
export function hitHref(group: SearchGroup, hit: SearchHit): string {
  switch (group) {
    case 'books':
      return paths.book.href(bookSlug(hitLabel(hit), hit.id));
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
