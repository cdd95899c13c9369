import { QueryClient } from '@tanstack/react-query';

/**
 * Catalogue data changes rarely and mutations invalidate what they touch, so queries never go
 * stale on their own, do not refetch on focus and do not retry (docs/rules.md §4).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
