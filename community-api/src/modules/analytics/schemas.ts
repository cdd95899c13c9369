import { z } from 'zod';
import { defaultedField, optionalField, ROLES } from '@starshelf/contract';

/** docs/rules.md §7: the four event types; anything else is refused with a 400. */
export const ANALYTICS_EVENT_TYPES = ['page_view', 'modal_open', 'interaction', 'click'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

// Caps keep one event well under a kilobyte, so a flood cannot grow the table faster than the rate limit allows.
const short = (max: number) => z.string().trim().max(max);
const USER_ROLES = ['anonymous', ...ROLES] as const;

/** docs/rules.md §7 metadata; unknown keys are refused rather than stored, so nobody can smuggle blobs in. */
export const analyticsMetadataSchema = z.strictObject({
  requestId: optionalField(short(64)),
  timestamp: optionalField(z.union([short(40), z.number().finite()])),
  viewport: optionalField(short(20)),
  user_role: optionalField(z.enum(USER_ROLES)),
  source: optionalField(short(50)),
  element_type: optionalField(short(50)),
  element_id: optionalField(short(100)),
});

export const analyticsEventSchema = z.strictObject({
  eventType: z.enum(ANALYTICS_EVENT_TYPES),
  route: optionalField(short(200).regex(/^\//, { error: 'must start with /' })),
  entityType: optionalField(short(32).regex(/^[a-z_]+$/, { error: 'must be lower-case letters' })),
  // A search event carries its query here (entityType "search").
  entityId: optionalField(z.union([short(100), z.number().int()]).transform(String)),
  metadata: optionalField(analyticsMetadataSchema),
});
export type AnalyticsEventInput = z.output<typeof analyticsEventSchema>;

/** What the queue carries and the table stores: the server decides the time and the role. */
export const storedEventSchema = z.object({
  eventId: z.uuid(),
  occurredAt: z.iso.datetime(),
  eventType: z.enum(ANALYTICS_EVENT_TYPES),
  route: z.string().nullable(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  userRole: z.enum(USER_ROLES),
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
