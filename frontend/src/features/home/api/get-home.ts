import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQuery } from '@/config/paths';
import type { HomeData } from '@starshelf/contract';
import { api } from '@/lib/api/client';

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
