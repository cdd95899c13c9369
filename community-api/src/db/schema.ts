import { sql } from 'drizzle-orm';
import { check, index, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOCALES, ROLES } from '@starshelf/contract';

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
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    emailVerifiedAt: at('email_verified_at'),
    disabledAt: at('disabled_at'),
    lastLoginAt: at('last_login_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    externalId: text('external_id'),
  },
  (table) => [
    // Case-insensitive uniqueness even if a writer forgets to lower-case (NULLs never collide).
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const verificationTokens = community.table(
  'verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('verification_tokens_user_id_idx').on(table.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
