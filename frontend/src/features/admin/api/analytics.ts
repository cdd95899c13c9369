import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withQuery } from '@/config/paths';
import { api } from '@/lib/api/client';

export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

type Counted<K extends string> = Array<Record<K, string> & { count: number }>;

/** GET /api/admin/analytics (API.md "Administration"). */
export type AnalyticsDashboard = {
  range: number;
  from: string;
  to: string;
  totals: { events: number; pageViews: number; bookOpens: number; searches: number };
  viewsPerDay: Array<{ day: string; count: number }>;
  topRoutes: Counted<'route'>;
  topBooks: Counted<'bookId'>;
  topSearches: Counted<'query'>;
  byRole: Counted<'role'>;
  events: Counted<'eventType'>;
};

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
    mutationFn: (olderThanDays: number) => api.delete<{ deleted: number }>(withQuery('/api/admin/analytics', { olderThanDays })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
  });
}
