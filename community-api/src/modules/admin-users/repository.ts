import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  displayName,
  MODERATE_MAX_USERS,
  pageOffset,
  paged,
  type AdminUser,
  type AdminUserIds,
  type AdminUsersFilter,
  type AdminUsersQuery,
  type AuditAction,
  type Paged,
  type Role,
  type UserStatus,
} from '@starshelf/contract';
import type { Database } from '../../db/database.js';
import { adminAuditLog, sessions, users, type UserRow } from '../../db/schema.js';

export function statusOf(user: Pick<UserRow, 'disabledAt' | 'emailVerifiedAt'>): UserStatus {
  if (user.disabledAt) return 'suspended';
  return user.emailVerifiedAt ? 'active' : 'unverified';
}

export function toAdminUser(user: UserRow, reviewCount: number): AdminUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: displayName(user),
    role: user.role,
    verified: user.emailVerifiedAt !== null,
    disabled: user.disabledAt !== null,
    status: statusOf(user),
    reviewCount,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

// LIKE wildcards in a search are literal text, not patterns.
const likeEscape = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Ratings with review text, books and authors together. */
const REVIEW_COUNT = sql<number>`((select count(*) from community.book_ratings b where b.user_id = ${users.id} and b.review is not null)
  + (select count(*) from community.author_ratings a where a.user_id = ${users.id} and a.review is not null))::int`;

const STATUS_FILTERS: Record<UserStatus, SQL> = {
  suspended: isNotNull(users.disabledAt),
  unverified: and(isNull(users.disabledAt), isNull(users.emailVerifiedAt))!,
  active: and(isNull(users.disabledAt), isNotNull(users.emailVerifiedAt))!,
};

/** The members a filter of the users screen matches (docs/api.md "Moderation"). */
function whereOf(filter: AdminUsersFilter): SQL {
  // Imported readers (no email) cannot sign in, so they are not members to administer.
  const filters: SQL[] = [isNotNull(users.email)];
  if (filter.role) filters.push(eq(users.role, filter.role));
  if (filter.status) filters.push(STATUS_FILTERS[filter.status]);
  if (filter.createdAfter) filters.push(gte(users.createdAt, new Date(filter.createdAfter)));
  if (filter.createdBefore) filters.push(lt(users.createdAt, new Date(filter.createdBefore)));
  if (filter.q) {
    const pattern = `%${likeEscape(filter.q)}%`;
    const matches = [ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern)];
    if (filter.reviewText) {
      matches.push(
        sql`exists (select 1 from community.book_ratings b where b.user_id = ${users.id} and b.review ilike ${pattern})`,
        sql`exists (select 1 from community.author_ratings a where a.user_id = ${users.id} and a.review ilike ${pattern})`,
      );
    }
    filters.push(or(...matches)!);
  }
  return and(...filters)!;
}

/** One action an administrator took, as the audit trail records it. */
export type AuditRecord = {
  actorId: string;
  targetId: string;
  action: AuditAction;
  detail?: { from: unknown; to: unknown } | null;
  reason?: string | null;
  reviewKind?: 'book' | 'author' | null;
  reviewItemId?: number | null;
};

/** A change to one member, whose id the caller knows. */
export type AuditChange = Omit<AuditRecord, 'targetId'>;

export function adminUserRepository(db: Database) {
  return {
    async list(query: AdminUsersQuery): Promise<Paged<AdminUser>> {
      const where = whereOf(query);
      const [rows, totals] = await Promise.all([
        db
          .select({ user: users, reviewCount: REVIEW_COUNT })
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), users.id)
          .limit(query.limit)
          .offset(pageOffset(query.page, query.limit)),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return paged(
        rows.map((row) => toAdminUser(row.user, row.reviewCount)),
        totals[0]?.total ?? 0,
        query.page,
        query.limit,
      );
    },

    /** Up to MODERATE_MAX_USERS ids the filter matches, newest first, for "select all that match". */
    async ids(filter: AdminUsersFilter): Promise<AdminUserIds> {
      const where = whereOf(filter);
      const [rows, totals] = await Promise.all([
        db.select({ id: users.id }).from(users).where(where).orderBy(desc(users.createdAt), users.id).limit(MODERATE_MAX_USERS),
        db.select({ total: count() }).from(users).where(where),
      ]);
      const total = totals[0]?.total ?? 0;
      return { ids: rows.map((row) => row.id), total, truncated: total > rows.length };
    },

    findById: async (id: string) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0],

    reviewCount: async (id: string) => (await db.select({ reviewCount: REVIEW_COUNT }).from(users).where(eq(users.id, id)))[0]?.reviewCount ?? 0,

    /**
     * Disabling ends every session of the member in the same transaction, so the next request is
     * anonymous; the audit entries are written in it too, so no change goes unrecorded.
     */
    async update(id: string, changes: { role?: Role | undefined; disabledAt?: Date | null | undefined }, audit: AuditChange[]): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
        if (!row) return undefined;
        if (changes.disabledAt) await tx.delete(sessions).where(eq(sessions.userId, id));
        if (audit.length > 0) await tx.insert(adminAuditLog).values(audit.map((entry) => ({ ...entry, targetId: id })));
        return row;
      });
    },
  };
}
export type AdminUserRepository = ReturnType<typeof adminUserRepository>;
