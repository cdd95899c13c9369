import { z } from 'zod';
import { ANALYTICS_EVENT_TYPES, ANALYTICS_RANGES, ANALYTICS_USER_ROLES, analyticsMetadataSchema, defaultedField, type AnalyticsRange } from '@starshelf/contract';

export { ANALYTICS_RANGES, type AnalyticsRange } from '@starshelf/contract';

/** What the queue carries and the table stores: the server decides the time and the role. */
export const storedEventSchema = z.object({
  eventId: z.uuid(),
  occurredAt: z.iso.datetime(),
  eventType: z.enum(ANALYTICS_EVENT_TYPES),
  route: z.string().nullable(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  userRole: z.enum(ANALYTICS_USER_ROLES),
  metadata: analyticsMetadataSchema.nullable(),
});
export type StoredEvent = z.infer<typeof storedEventSchema>;

export const analyticsRangeQuerySchema = z.object({
  range: defaultedField(
    z.coerce
      .number()
      .int()
      .refine((value): value is AnalyticsRange => (ANALYTICS_RANGES as readonly number[]).includes(value), {
        error: 'must be 7, 30, 90 or 365',
      }),
    30,
  ),
});

export const analyticsCleanupQuerySchema = z.object({
  olderThanDays: z.coerce.number().int().min(1).max(3650),
});

export { analyticsDashboardSchema, type AnalyticsDashboard } from '@starshelf/contract';
