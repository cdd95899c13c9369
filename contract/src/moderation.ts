import { z } from 'zod';
import { roleSchema } from './enum-schemas.js';
import { defaultedField, optionalField } from './optional-field.js';
import { MAX_PAGE_SIZE } from './paging.js';

/** docs/rules.md "Moderation": the request bodies and queries both sides share. */

/** Why a reader reports a review. */
export const REPORT_REASONS = ['spam', 'abuse', 'spoiler', 'off_topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const reportReasonSchema = z.enum(REPORT_REASONS);

/** The optional note a reader adds to a report. */
export const REPORT_NOTE_MAX_LENGTH = 500;
/** The reason an administrator gives for hiding a review or moderating accounts. */
export const MODERATION_REASON_MAX_LENGTH = 500;

/** A review is named by its item and its author. */
export const REVIEW_KINDS = ['book', 'author'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export const reviewKindSchema = z.enum(REVIEW_KINDS);

/** POST /api/{books,authors}/{idOrSlug}/reviews/{userId}/reports */
export const reviewReportSchema = z.object({
  reason: reportReasonSchema,
  // A blank note is no note.
  note: optionalField(z.string().trim().max(REPORT_NOTE_MAX_LENGTH)).transform((note) => note || undefined),
});
export type ReviewReport = z.output<typeof reviewReportSchema>;
export type ReviewReportBody = z.input<typeof reviewReportSchema>;

/** One review: the rated book or author and the member who wrote it. */
export const reviewRefSchema = z.object({
  kind: reviewKindSchema,
  itemId: z.number().int().positive(),
  userId: z.uuid(),
});
export type ReviewRef = z.output<typeof reviewRefSchema>;

const moderationReasonSchema = z.string().trim().min(1).max(MODERATION_REASON_MAX_LENGTH);

/** POST /api/admin/reviews/hide */
export const reviewHideSchema = reviewRefSchema.extend({ reason: moderationReasonSchema });
export type ReviewHide = z.output<typeof reviewHideSchema>;
export type ReviewHideBody = z.input<typeof reviewHideSchema>;

/** POST /api/admin/reviews/restore and POST /api/admin/reports/dismiss */
export const reviewRestoreSchema = reviewRefSchema;
export type ReviewRestore = z.output<typeof reviewRestoreSchema>;
export const reportsDismissSchema = reviewRefSchema;
export type ReportsDismiss = z.output<typeof reportsDismissSchema>;

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** GET /api/admin/reports */
export const reportsQuerySchema = z.object({
  status: defaultedField(z.enum(REPORT_STATUSES), 'open'),
  page: defaultedField(z.coerce.number().int().min(1), 1),
  limit: defaultedField(z.coerce.number().int().min(1).max(MAX_PAGE_SIZE), 20),
});
export type ReportsQuery = z.output<typeof reportsQuerySchema>;

/** What an administrator does to many accounts at once. */
export const MODERATION_ACTIONS = ['suspend', 'unsuspend', 'erase'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/** At most this many accounts per moderation call, and per "select all that match". */
export const MODERATE_MAX_USERS = 500;

/** POST /api/admin/users/moderate */
export const usersModerateSchema = z.object({
  userIds: z.array(z.uuid()).min(1).max(MODERATE_MAX_USERS),
  action: z.enum(MODERATION_ACTIONS),
  reason: optionalField(z.string().trim().max(MODERATION_REASON_MAX_LENGTH)).transform((reason) => reason || undefined),
});
export type UsersModerate = z.output<typeof usersModerateSchema>;
export type UsersModerateBody = z.input<typeof usersModerateSchema>;

/** A member's standing: suspended wins over unverified. */
export const USER_STATUSES = ['active', 'suspended', 'unverified'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const userStatusSchema = z.enum(USER_STATUSES);

/** A day (`2026-12-05`) or an instant (`2026-12-05T10:00:00Z`), as a query carries it. */
const instantSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

/**
 * The filters of GET /api/admin/users and GET /api/admin/users/ids: q matches name or email (and,
 * with `reviewText`, review text too); a day in createdBefore means "before that day began".
 */
export const adminUsersFilterSchema = z.object({
  q: optionalField(z.string().trim().max(100)),
  role: optionalField(roleSchema),
  status: optionalField(userStatusSchema),
  createdAfter: optionalField(instantSchema),
  createdBefore: optionalField(instantSchema),
  /** `true` widens q to the member's review text. */
  reviewText: optionalField(z.enum(['true', 'false']).transform((value) => value === 'true')),
});
export type AdminUsersFilter = z.output<typeof adminUsersFilterSchema>;

/** GET /api/admin/users */
export const adminUsersQuerySchema = adminUsersFilterSchema.extend({
  page: defaultedField(z.coerce.number().int().min(1), 1),
  limit: defaultedField(z.coerce.number().int().min(1).max(MAX_PAGE_SIZE), 20),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;
export type AdminUsersQueryInput = z.input<typeof adminUsersQuerySchema>;

/** What the audit trail records. */
export const AUDIT_ACTIONS = [
  'role_changed',
  'disabled',
  'enabled',
  'suspended',
  'unsuspended',
  'erased',
  'review_hidden',
  'review_restored',
  'reports_dismissed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /api/admin/audit */
export const auditQuerySchema = z.object({
  actor: optionalField(z.uuid()),
  action: optionalField(z.enum(AUDIT_ACTIONS)),
  page: defaultedField(z.coerce.number().int().min(1), 1),
  limit: defaultedField(z.coerce.number().int().min(1).max(MAX_PAGE_SIZE), 50),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
