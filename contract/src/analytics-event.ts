import { z } from 'zod';
import { ROLES } from './enums.js';
import { optionalField } from './optional-field.js';

/** docs/rules.md §7: the four event types; anything else is refused with a 400. */
export const ANALYTICS_EVENT_TYPES = ['page_view', 'modal_open', 'interaction', 'click'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** Who sent an event: a role, or nobody signed in. */
export const ANALYTICS_USER_ROLES = ['anonymous', ...ROLES] as const;
export type AnalyticsUserRole = (typeof ANALYTICS_USER_ROLES)[number];

// Caps keep one event well under a kilobyte, so a flood cannot grow the table faster than the rate limit allows.
const short = (max: number) => z.string().trim().max(max);

/** docs/rules.md §7 metadata; unknown keys are refused rather than stored, so nobody can smuggle blobs in. */
export const analyticsMetadataSchema = z.strictObject({
  requestId: optionalField(short(64)),
  timestamp: optionalField(z.union([short(40), z.number().finite()])),
  viewport: optionalField(short(20)),
  user_role: optionalField(z.enum(ANALYTICS_USER_ROLES)),
  source: optionalField(short(50)),
  element_type: optionalField(short(50)),
  element_id: optionalField(short(100)),
});

/** POST /api/analytics/event. */
export const analyticsEventSchema = z.strictObject({
  eventType: z.enum(ANALYTICS_EVENT_TYPES),
  route: optionalField(short(200).regex(/^\//, { error: 'must start with /' })),
  entityType: optionalField(short(32).regex(/^[a-z_]+$/, { error: 'must be lower-case letters' })),
  // A search event carries its query here (entityType "search").
  entityId: optionalField(z.union([short(100), z.number().int()]).transform(String)),
  metadata: optionalField(analyticsMetadataSchema),
});
export type AnalyticsEventInput = z.output<typeof analyticsEventSchema>;
export type AnalyticsEventBody = z.input<typeof analyticsEventSchema>;
