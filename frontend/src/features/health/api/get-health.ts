import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Health } from '@starshelf/contract';
import { api } from '@/lib/api/client';

export const healthKeys = {
  all: ['health'] as const,
  status: () => [...healthKeys.all, 'status'] as const,
};

export function getHealth(signal?: AbortSignal): Promise<Health> {
  return api.get<Health>('/api/health', { signal });
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: healthKeys.status(),
    queryFn: ({ signal }) => getHealth(signal),
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
