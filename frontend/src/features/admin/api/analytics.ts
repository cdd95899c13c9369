import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalyticsDashboard, AnalyticsDeleted } from '@starshelf/contract';
import { withQuery } from '@/config/paths';
import { api } from '@/lib/api/client';

export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export type { AnalyticsDashboard };

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  range: (range: AnalyticsRange) => [...analyticsKeys.all, range] as const,
};

export function analyticsQueryOptions(range: AnalyticsRange) {
  return queryOptions({
    queryKey: analyticsKeys.range(range),
    queryFn: ({ signal }) => api.get<AnalyticsDashboard>(withQuery('/api/admin/analytics', { range }), { signal }),
  });
}

export const useAnalytics = (range: AnalyticsRange) => useQuery(analyticsQueryOptions(range));

/** DELETE /api/admin/analytics?olderThanDays= */
export function useAnalyticsCleanup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (olderThanDays: number) => api.delete<AnalyticsDeleted>(withQuery('/api/admin/analytics', { olderThanDays })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
  });
}
