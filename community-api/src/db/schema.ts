import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgSchema, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, DEFAULT_LOCALE, IMPORT_SOURCES, IMPORT_STATUSES, LOCALES, READING_STATUSES, REPORT_REASONS, REVIEW_KINDS, ROLES, type ImportReport, type ReadingStatus } from '@starshelf/contract';

/** Everything the community API owns lives in its own schema; Payload owns `cms`. */
export const community = pgSchema('community');

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = community.table(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null for reader accounts imported by the seeder: they own ratings but can never sign in.
    email: text('email'),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    bio: text('bio'),
    profileImageUrl: text('profile_image_url'),
    role: text('role', { enum: ROLES }).notNull().default('NORMAL_USER'),
    // The language mails are written in; chosen at registration.
    locale: text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    emailVerifiedAt: at('email_verified_at'),
    disabledAt: at('disabled_at'),
    lastLoginAt: at('last_login_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    externalId: text('external_id'),
    // The mailbox behind the address (docs/rules.md "Moderation"): set by the database from `email`
    // on every write (community.mailbox_key, migration 0007), so no writer can forget it. Null for
    // accounts without email and for the younger of two accounts that shared a mailbox before it.
    mailboxKey: text('mailbox_key'),
  },
  (table) => [
    // Case-insensitive uniqueness even if a writer forgets to lower-case (NULLs never collide).
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    // One account per mailbox, however the address is spelled at providers that ignore dots or tags.
    uniqueIndex('users_mailbox_key').on(table.mailboxKey),
    uniqueIndex('users_external_id_key').on(table.externalId),
    check('users_role_check', sql`${table.role} in (${quoted(ROLES)})`),
    check('users_locale_check', sql`${table.locale} in (${quoted(LOCALES)})`),
  ],
);

export const sessions = community.table(
  'sessions',
  {
    // SHA-256 (hex) of the cookie value: a leaked table cannot be replayed as cookies.
    idHash: text('id_hash').primaryKey(),
    // What the member's session list shows and ends sessions by; knowing it grants nothing.
    publicId: uuid('public_id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    // As the browser sent it at sign-in (trimmed), so the member can tell their devices apart.
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), uniqueIndex('sessions_public_id_key').on(table.publicId)],
);

/** `email-undo`: mailed to the old address when an email change is confirmed (decision 106). */
export const LINK_TOKEN_PURPOSES = ['verify', 'reset', 'email-change', 'email-undo'] as const;
export type LinkTokenPurpose = (typeof LINK_TOKEN_PURPOSES)[number];

/**
 * Every single-use link mailed to a member: address verification, password reset, email change and
 * its undo. A link proves who holds a mailbox; the only thing one carries is the address it moves
 * the account to (`new_email`: an email change's new address, or the old one an undo restores).
 */
export const verificationTokens = community.table(
  'verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: LINK_TOKEN_PURPOSES }).notNull().default('verify'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    newEmail: text('new_email'),
  },
  (table) => [
    index('verification_tokens_user_id_idx').on(table.userId),
    check('verification_tokens_purpose_check', sql`${table.purpose} in (${quoted(LINK_TOKEN_PURPOSES)})`),
  ],
);

/** The names and language a registration asked for. */
export type PendingProfile = { firstName: string | null; lastName: string | null; locale: (typeof LOCALES)[number] };

/**
 * One registration of a still unverified address, bound to the browser that sent it (decision 106):
 * the key is the SHA-256 of the random value of that browser's registration cookie. A verification
 * link opened in that browser applies this password and these names; opened anywhere else, none.
 */
export const pendingRegistrations = community.table(
  'pending_registrations',
  {
    browserHash: text('browser_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    profile: jsonb('profile').$type<PendingProfile>().notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('pending_registrations_user_id_idx').on(table.userId)],
);

/**
 * Every administration and moderation action: who did what to which member (for a review: its
 * author, and which review), why, and for a changed value from what to what.
 */
export const adminAuditLog = community.table(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull().defaultNow(),
    // No cascade: the record outlives both accounts, and ids stay readable after an erasure.
    actorId: uuid('actor_id').notNull(),
    targetId: uuid('target_id').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    detail: jsonb('detail').$type<{ from: unknown; to: unknown }>(),
    reason: text('reason'),
    reviewKind: text('review_kind', { enum: REVIEW_KINDS }),
    reviewItemId: integer('review_item_id'),
  },
  (table) => [
    index('admin_audit_log_target_idx').on(table.targetId, table.at),
    index('admin_audit_log_at_idx').on(table.at),
    index('admin_audit_log_actor_idx').on(table.actorId, table.at),
  ],
);

/** Why a review's text is hidden from others: a moderator's decision, or its author's suspension. */
export const HIDDEN_FOR = ['moderation', 'suspension'] as const;
export type HiddenFor = (typeof HIDDEN_FOR)[number];
export const REPORT_RESOLUTIONS = ['hidden', 'dismissed'] as const;

/**
 * A reader's report of a review (docs/rules.md "Moderation"). The review is named by kind, item and
 * author; one open report per reporter and review. Reports go with either account's erasure.
 */
export const reviewReports = community.table(
  'review_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: REVIEW_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
    resolution: text('resolution', { enum: REPORT_RESOLUTIONS }),
  },
  (table) => [
    uniqueIndex('review_reports_open_key')
      .on(table.kind, table.itemId, table.authorId, table.reporterId)
      .where(sql`${table.resolvedAt} is null`),
    index('review_reports_review_idx').on(table.kind, table.itemId, table.authorId),
    index('review_reports_reporter_idx').on(table.reporterId),
    check('review_reports_kind_check', sql`${table.kind} in (${quoted(REVIEW_KINDS)})`),
    check('review_reports_reason_check', sql`${table.reason} in (${quoted(REPORT_REASONS)})`),
    check('review_reports_resolution_check', sql`${table.resolution} in (${quoted(REPORT_RESOLUTIONS)})`),
  ],
);

/**
 * A member's rating (1-5) with an optional review of a catalogue item. The item id is the CMS's id
 * (schema `cms`); no foreign key crosses the schemas, so each side migrates on its own and the
 * catalogue module removes a deleted item's ratings.
 */
function ratingsTable(name: 'book_ratings' | 'author_ratings', itemColumn: 'book_id' | 'author_id') {
  return community.table(
    name,
    {
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      itemId: integer(itemColumn).notNull(),
      rating: smallint('rating').notNull(),
      review: text('review'),
      createdAt: at('created_at').notNull().defaultNow(),
      updatedAt: at('updated_at').notNull().defaultNow(),
      // Set when the text is hidden from everyone but its author and administrators; the rating
      // still counts (docs/rules.md "Moderation").
      hiddenAt: at('hidden_at'),
      hiddenReason: text('hidden_reason'),
      hiddenFor: text('hidden_for', { enum: HIDDEN_FOR }),
    },
    (table) => [
      primaryKey({ name: `${name}_pkey`, columns: [table.userId, table.itemId] }),
      // An item's average and count from the index alone, however many ratings it has (decision 140).
      index(`${name}_item_idx`).on(table.itemId, table.rating),
      // The reviews others may read of an item in the order they are shown, newest first: a page
      // (or the modal's two) reads its own rows, and their count is read from the index (decision 140).
      index(`${name}_readable_idx`)
        .on(table.itemId, table.updatedAt.desc(), table.userId)
        .where(sql`${table.review} is not null and ${table.hiddenAt} is null`),
      // A member's own reviews, newest first.
      index(`${name}_user_updated_idx`).on(table.userId, table.updatedAt),
      check(`${name}_rating_check`, sql`${table.rating} between 1 and 5`),
      check(`${name}_hidden_for_check`, sql`${table.hiddenFor} in (${quoted(HIDDEN_FOR)})`),
    ],
  );
}

export const bookRatings = ratingsTable('book_ratings', 'book_id');
export const authorRatings = ratingsTable('author_ratings', 'author_id');

/**
 * How many ratings an item has and their sum, kept by statement triggers on its ratings table
 * (decision 149; the triggers are in migration 20261231_130000_kept_rating_totals): the average and
 * count read one row however many ratings the item has. An item never rated has no row.
 */
function ratingTotalsTable(name: 'book_rating_totals' | 'author_rating_totals', itemColumn: 'book_id' | 'author_id') {
  return community.table(
    name,
    {
      itemId: integer(itemColumn).primaryKey(),
      ratings: integer('ratings').notNull(),
      ratingSum: bigint('rating_sum', { mode: 'number' }).notNull(),
    },
  );
}

export const bookRatingTotals = ratingTotalsTable('book_rating_totals', 'book_id');
export const authorRatingTotals = ratingTotalsTable('author_rating_totals', 'author_id');

export const readingListEntries = community.table(
  'reading_list_entries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id').notNull(),
    status: text('status', { enum: READING_STATUSES }).notNull().default('to_read'),
    addedAt: at('added_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    // When the member finished the book, where known (Goodreads' "Date Read").
    finishedAt: at('finished_at'),
  },
  (table) => [
    primaryKey({ name: 'reading_list_entries_pkey', columns: [table.userId, table.bookId] }),
    index('reading_list_entries_book_idx').on(table.bookId),
    check('reading_list_entries_status_check', sql`${table.status} in (${quoted(READING_STATUSES)})`),
  ],
);

/**
 * Raw analytics events, append-only and written in time order, so a BRIN index on `occurred_at`
 * answers range scans and retention deletes for a fraction of a btree's size. `event_id` (made at
 * ingest) makes a retried batch a no-op. No foreign key to users: analytics outlives accounts.
 */
export const analyticsEvents = community.table(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: uuid('event_id').notNull(),
    occurredAt: at('occurred_at').notNull(),
    eventType: text('event_type').notNull(),
    route: text('route'),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    userRole: text('user_role').notNull(),
    metadata: jsonb('metadata'),
  },
  (table) => [
    uniqueIndex('analytics_events_event_id_key').on(table.eventId),
    index('analytics_events_occurred_at_brin').using('brin', table.occurredAt),
  ],
);

/**
 * Per-day counts by dimension (event type, route, book, search, role), kept in step with the raw
 * events by the same transaction. The dashboard reads only this table, so a year of a million
 * events aggregates from a few thousand rows instead of a full scan.
 */
export const analyticsDaily = community.table(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ name: 'analytics_daily_pkey', columns: [table.day, table.dimension, table.key] }),
    index('analytics_daily_dimension_day_idx').on(table.dimension, table.day),
  ],
);

/**
 * The same counts by calendar month (first day as `month`). Long ranges read whole months from here
 * and only their partial edge months from the daily table, which keeps a year's dashboard read
 * near a few tens of thousands of rows whatever the traffic.
 */
export const analyticsMonthly = community.table(
  'analytics_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ name: 'analytics_monthly_pkey', columns: [table.month, table.dimension, table.key] }),
    index('analytics_monthly_dimension_month_idx').on(table.dimension, table.month),
  ],
);

/**
 * Newsletter double opt-in. The confirmation token is stored as a digest (it proves ownership of the
 * address); the unsubscribe token is stored as is because every mail must carry it again, and all
 * it can do is end the subscription.
 */
export const newsletterSubscriptions = community.table(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: at('confirm_expires_at'),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    confirmedAt: at('confirmed_at'),
    unsubscribedAt: at('unsubscribed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_subscriptions_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('newsletter_subscriptions_confirm_key').on(table.confirmTokenHash),
    uniqueIndex('newsletter_subscriptions_unsubscribe_key').on(table.unsubscribeToken),
    check('newsletter_subscriptions_locale_check', sql`${table.locale} in (${quoted(LOCALES)})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type AdminAuditRow = typeof adminAuditLog.$inferSelect;

/**
 * One parsed row of an uploaded export (Goodreads or StoryGraph), as the import job reads it (issue
 * 18). `status` null: the book goes on no list, only its rating and review come (decision 098).
 */
export type ImportRow = {
  row: number;
  goodreadsBookId: number | null;
  title: string;
  author: string;
  isbns: string[];
  isbn13: string | null;
  rating: number;
  review: string | null;
  status: ReadingStatus | null;
  dateRead: string | null;
  dateAdded: string | null;
};

/**
 * A member's import of a Goodreads or StoryGraph file: the rows to apply (cleared once applied), its progress and its report.
 * The upload writes it in the API process and the job may run in the worker, so the rows travel here
 * rather than in Redis.
 */
export const imports = community.table(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('queued'),
    source: text('source', { enum: IMPORT_SOURCES }).notNull().default('goodreads'),
    fileName: text('file_name'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    matched: integer('matched').notNull().default(0),
    createdRatings: integer('created_ratings').notNull().default(0),
    createdReviews: integer('created_reviews').notNull().default(0),
    createdReadingList: integer('created_reading_list').notNull().default(0),
    alreadyThere: integer('already_there').notNull().default(0),
    unmatched: jsonb('unmatched').$type<ImportReport['unmatched']>().notNull().default([]),
    problems: jsonb('problems').$type<ImportReport['problems']>().notNull().default([]),
    repaired: jsonb('repaired').$type<ImportReport['repaired']>().notNull().default([]),
    rows: jsonb('rows').$type<ImportRow[]>(),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (table) => [
    index('imports_user_created_idx').on(table.userId, table.createdAt),
    check('imports_status_check', sql`${table.status} in (${quoted(IMPORT_STATUSES)})`),
    check('imports_source_check', sql`${table.source} in (${quoted(IMPORT_SOURCES)})`),
  ],
);
