import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Mood } from '@starshelf/contract';
import { withQuery } from '@/config/paths';
import { api } from '@/lib/api/client';

/** GET /api/moods (docs/api.md "Moods"): the book list's filter and the home page's row share this one answer. */
export const moodKeys = {
  all: ['moods'] as const,
  list: (locale: string) => [...moodKeys.all, locale] as const,
};

export function getMoods(locale: string, signal?: AbortSignal) {
  return api.get<Mood[]>(withQuery('/api/moods', { locale }), { signal });
}

export function moodsQueryOptions(locale: string) {
  return queryOptions({ queryKey: moodKeys.list(locale), queryFn: ({ signal }) => getMoods(locale, signal) });
}

export function useMoods(locale: string) {
  return useQuery(moodsQueryOptions(locale));
}
