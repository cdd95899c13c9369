import { z } from 'zod';

const count = z.number().int();

/** GET /api/admin/analytics?range=: totals, views per day and the top lists of the range. */
export const analyticsDashboardSchema = z
  .object({
    range: z.number().int(),
    from: z.string(),
    to: z.string(),
    totals: z.object({ events: count, pageViews: count, bookOpens: count, searches: count }),
    viewsPerDay: z.array(z.object({ day: z.string(), count })),
    topRoutes: z.array(z.object({ route: z.string(), count })),
    topBooks: z.array(z.object({ bookId: z.string(), count })),
    topSearches: z.array(z.object({ query: z.string(), count })),
    byRole: z.array(z.object({ role: z.string(), count })),
    events: z.array(z.object({ eventType: z.string(), count })),
  })
  .meta({ id: 'AnalyticsDashboard' });
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;

/** DELETE /api/admin/analytics?olderThanDays=: how many events went. */
export const analyticsDeletedSchema = z.object({ deleted: count }).meta({ id: 'AnalyticsDeleted' });
export type AnalyticsDeleted = z.infer<typeof analyticsDeletedSchema>;
