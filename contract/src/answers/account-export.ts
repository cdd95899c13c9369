import { z } from 'zod';
import { readingStatusSchema, roleSchema } from '../enum-schemas.js';
import { importReportSchema } from '../imports.js';
import { localeSchema } from '../locale-schema.js';
import { stamped, titled } from './shapes.js';

/** GET /api/profile/export: everything held about the member (GDPR Art. 15/20), one JSON file. */
export const ACCOUNT_EXPORT_FORMAT = 'starshelf-export';
export const ACCOUNT_EXPORT_VERSION = 1;

/** The rated or listed item as the catalogue names it today; null once it has left the catalogue. */
const exportedItemSchema = z.object(titled).nullable();

const exportedRatingSchema = z.object({
  itemId: z.number().int(),
  item: exportedItemSchema,
  rating: z.number().int(),
  review: z.string().nullable(),
  /** The member's own text stays theirs when an administrator hid it from others. */
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  ...stamped,
});

export const NEWSLETTER_EXPORT_STATES = ['none', 'pending', 'subscribed', 'unsubscribed'] as const;

export const accountExportSchema = z
  .object({
    format: z.literal(ACCOUNT_EXPORT_FORMAT),
    version: z.literal(ACCOUNT_EXPORT_VERSION),
    exportedAt: z.string(),
    account: z.object({
      id: z.string(),
      email: z.string().nullable(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      bio: z.string().nullable(),
      profileImageUrl: z.string().nullable(),
      role: roleSchema,
      locale: localeSchema,
      createdAt: z.string(),
      emailVerifiedAt: z.string().nullable(),
      lastLoginAt: z.string().nullable(),
    }),
    bookRatings: z.array(exportedRatingSchema),
    authorRatings: z.array(exportedRatingSchema),
    readingList: z.array(
      z.object({ bookId: z.number().int(), book: exportedItemSchema, status: readingStatusSchema, addedAt: z.string(), updatedAt: z.string() }),
    ),
    newsletter: z.object({
      state: z.enum(NEWSLETTER_EXPORT_STATES),
      email: z.string().nullable(),
      locale: localeSchema.nullable(),
      createdAt: z.string().nullable(),
      confirmedAt: z.string().nullable(),
      unsubscribedAt: z.string().nullable(),
    }),
    /** Today's (UTC) chatbot messages; the counter is forgotten at the end of the day. */
    chatQuota: z.object({ day: z.string(), used: z.number().int(), limit: z.number().int() }),
    sessions: z.array(
      z.object({ current: z.boolean(), createdAt: z.string(), lastSeenAt: z.string(), expiresAt: z.string(), userAgent: z.string().nullable() }),
    ),
    /** What administrators changed on the account (role, disabled); who did it is their data, not the member's. */
    administrativeChanges: z.array(z.object({ at: z.string(), action: z.string(), detail: z.record(z.string(), z.unknown()) })),
    /** The member's Goodreads imports: their reports (the uploaded rows are not kept once applied). */
    imports: z.array(importReportSchema),
    /** Events tied to the member; `note` says how (or that none can be). */
    analyticsEvents: z.object({ note: z.string(), events: z.array(z.record(z.string(), z.unknown())) }),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof accountExportSchema>;
