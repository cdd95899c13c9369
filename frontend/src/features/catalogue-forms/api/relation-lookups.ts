import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withQuery } from '@/config/paths';
import type { GenreSummary, SearchHit } from '@starshelf/contract';
import { api } from '@/lib/api/client';

/** One hit of GET /api/authors/search or /api/series/search: the name is in `title`, as in every search hit. */
export type RelationHit = SearchHit;
export type RelationKind = 'authors' | 'series';
export type GenreOption = Pick<GenreSummary, 'id' | 'name'>;

export const RELATION_SEARCH_MIN_LENGTH = 2;

/** All genres in the UI language, for the checkboxes (same call as the genres feature's list). */
export function useGenreOptions(locale: string) {
  return useQuery({
    queryKey: ['genres', 'list', locale] as const,
    queryFn: ({ signal }) => api.get<GenreSummary[]>(withQuery('/api/genres', { locale }), { signal }),
    select: (genres): GenreOption[] => genres.map(({ id, name }) => ({ id, name })),
  });
}

export function useRelationSearch(kind: RelationKind, query: string, locale: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['catalogue-form', 'relation-search', kind, q, locale] as const,
    queryFn: ({ signal }) => api.get<RelationHit[]>(withQuery(`/api/${kind}/search`, { q, locale }), { signal }),
    enabled: q.length >= RELATION_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
