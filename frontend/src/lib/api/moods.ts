import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Mood } from '@starshelf/contract';
import { withQuery } from '@/config/paths';
import { api } from '@/lib/api/client';

export const moodKeys = {
  all: ['moods'] as const,
  list: (locale: string) => [...moodKeys.all, locale] as const,
};

export function getMoods(locale: string, signal?: AbortSignal) {
  return api.get<Mood[]>(withQuery('/api/moods', { locale }), { signal });
}

export function moodsQueryOptions(locale: string) {
  // The moods and their counts change only with an import: no need to ask again within a visit.
  return queryOptions({ queryKey: moodKeys.list(locale), queryFn: ({ signal }) => getMoods(locale, signal), staleTime: 30 * 60_000 });
}

export function useMoods(locale: string) {
  return useQuery(moodsQueryOptions(locale));
}
