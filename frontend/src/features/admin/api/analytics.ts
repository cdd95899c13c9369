import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalyticsDashboard, AnalyticsDeleted, AnalyticsRange } from '@starshelf/contract';
import { withQuery } from '@/config/paths';
import { api } from '@/lib/api/client';
import { apiQueryOptions } from '@/lib/api/locale-query';

export { ANALYTICS_RANGES, type AnalyticsRange } from '@starshelf/contract';

export type { AnalyticsDashboard };

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  range: (range: AnalyticsRange) => [...analyticsKeys.all, range] as const,
};

export function analyticsQueryOptions(range: AnalyticsRange) {
  return apiQueryOptions<AnalyticsDashboard, ReturnType<typeof analyticsKeys.range>>(analyticsKeys.range(range), withQuery('/api/admin/analytics', { range }));
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
