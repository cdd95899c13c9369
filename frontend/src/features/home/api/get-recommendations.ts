import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recommendations } from '@starshelf/contract';
import { withQuery } from '@/config/paths';
import { api } from '@/lib/api/client';

/**
 * GET /api/recommendations (docs/api.md "Recommendations"), the member's own picks. The key starts
 * outside 'auth', so a rating or a reading-list change (refreshAfterCommunityChange) refetches it.
 */
export const recommendationKeys = {
  all: ['recommendations'] as const,
  forMember: (locale: string, limit: number) => [...recommendationKeys.all, locale, limit] as const,
};

// The reasons are sentences in the reader's language, so the language is asked for explicitly.
export function getRecommendations(locale: string, limit: number, signal?: AbortSignal) {
  return api.get<Recommendations>(withQuery('/api/recommendations', { limit, locale }), { signal });
}

/** Members only: anonymous readers never send the call (`isSignedIn` false keeps it idle). */
export function useRecommendations({ locale, limit, isSignedIn }: { locale: string; limit: number; isSignedIn: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: recommendationKeys.forMember(locale, limit),
      queryFn: ({ signal }) => getRecommendations(locale, limit, signal),
      enabled: isSignedIn,
    }),
  );
}
