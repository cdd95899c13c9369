import { z } from 'zod';
import { AUDIT_ACTIONS, REPORT_REASONS, REPORT_STATUSES, REVIEW_KINDS } from '../moderation.js';
import { reviewedItemSchema } from './profile.js';

const reviewKind = z.enum(REVIEW_KINDS);

/** A member as the admin area names them; `displayName` is null once the account is erased. */
const memberRefSchema = z.object({ id: z.string(), displayName: z.string().nullable() });

/** A review as an administrator reads it: always with its text, hidden or not. */
export const moderatedReviewSchema = z
  .object({
    kind: reviewKind,
    itemId: z.number().int(),
    /** Null when the item has left the catalogue. */
    item: reviewedItemSchema.nullable(),
    author: z.object({ id: z.string(), displayName: z.string(), email: z.string().nullable() }),
    rating: z.number().int(),
    text: z.string().nullable(),
    hidden: z.boolean(),
    hiddenReason: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ModeratedReview' });
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;

/** GET /api/admin/reports lists these (paged): one review and the reports about it. */
export const reportedReviewSchema = z
  .object({
    review: moderatedReviewSchema,
    status: z.enum(REPORT_STATUSES),
    reportCount: z.number().int(),
    /** Each reason given, most frequent first. */
    reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
    /** The newest notes reporters wrote (at most 5). */
    notes: z.array(z.string()),
    firstReportedAt: z.string(),
    lastReportedAt: z.string(),
    /** The author's other newest reviews with text (at most 5), to tell a spammer from a bad day. */
    authorRecentReviews: z.array(moderatedReviewSchema),
  })
  .meta({ id: 'ReportedReview' });
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

/** POST /api/admin/reviews/hide, /restore and POST /api/admin/reports/dismiss. */
export const reviewModeratedSchema = z
  .object({ review: moderatedReviewSchema, resolvedReports: z.number().int() })
  .meta({ id: 'ReviewModerated' });
export type ReviewModerated = z.infer<typeof reviewModeratedSchema>;

export const MODERATION_SKIP_REASONS = ['self', 'administrator', 'unknown', 'unchanged'] as const;
export type ModerationSkipReason = (typeof MODERATION_SKIP_REASONS)[number];

/** POST /api/admin/users/moderate: the ids acted on, and the others with why. */
export const usersModeratedSchema = z
  .object({
    done: z.array(z.string()),
    skipped: z.array(z.object({ id: z.string(), reason: z.enum(MODERATION_SKIP_REASONS) })),
  })
  .meta({ id: 'UsersModerated' });
export type UsersModerated = z.infer<typeof usersModeratedSchema>;

/** GET /api/admin/users/ids: the ids of the members a filter matches, for "select all". */
export const adminUserIdsSchema = z
  .object({
    ids: z.array(z.string()),
    /** Every match; more than `ids` holds when the filter matches more than MODERATE_MAX_USERS. */
    total: z.number().int(),
    truncated: z.boolean(),
  })
  .meta({ id: 'AdminUserIds' });
export type AdminUserIds = z.infer<typeof adminUserIdsSchema>;

/** GET /api/admin/audit lists these (paged), newest first. */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actor: memberRefSchema,
    action: z.enum(AUDIT_ACTIONS),
    /** The member acted on (for a review: its author); null for none. */
    target: z
      .object({
        user: memberRefSchema.nullable(),
        review: z.object({ kind: reviewKind, itemId: z.number().int() }).nullable(),
      }),
    reason: z.string().nullable(),
    /** For a change of a value (a role): what it was and became. */
    detail: z.object({ from: z.unknown(), to: z.unknown() }).nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
