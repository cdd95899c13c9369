import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQuery } from '@/config/paths';
import type { AuthorSummary, BookSummary, GenreSummary, SeriesSummary } from '@/lib/api/catalogue-types';
import { api } from '@/lib/api/client';

/** GET /api/home: `hero` is the spotlight book (the best rated), shown first in the hero's covers. */
export type HomeData = {
  hero: BookSummary | null;
  featuredBooks: BookSummary[];
  featuredAuthors: AuthorSummary[];
  popularSeries: SeriesSummary[];
  genres: GenreSummary[];
};

export const homeKeys = {
  all: ['home'] as const,
  page: (locale: string) => [...homeKeys.all, locale] as const,
};

export function homeQueryOptions(locale: string) {
  return queryOptions({
    queryKey: homeKeys.page(locale),
    queryFn: ({ signal }) => api.get<HomeData>(withQuery('/api/home', { locale }), { signal }),
  });
}

export function useHome(locale: string) {
  return useQuery(homeQueryOptions(locale));
}
