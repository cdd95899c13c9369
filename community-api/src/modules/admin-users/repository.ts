import { and, count, desc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import { displayName, pageOffset, paged, type AdminUser, type Paged, type Role } from '@starshelf/contract';
import type { Database } from '../../db/database.js';
import { adminAuditLog, sessions, users, type UserRow } from '../../db/schema.js';
import type { AdminUsersQuery } from './schemas.js';

export function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: displayName(user),
    role: user.role,
    verified: user.emailVerifiedAt !== null,
    disabled: user.disabledAt !== null,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

// LIKE wildcards in a search are literal text, not patterns.
const likeEscape = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/** One change an administrator made to a member; `detail` holds the value before and after. */
export type AuditEntry = { actorId: string; action: 'role_changed' | 'disabled' | 'enabled'; detail: { from: unknown; to: unknown } };

export function adminUserRepository(db: Database) {
  return {
    async list(query: AdminUsersQuery): Promise<Paged<AdminUser>> {
      // Imported readers (no email) cannot sign in, so they are not members to administer.
      const filters: SQL[] = [isNotNull(users.email)];
      if (query.role) filters.push(eq(users.role, query.role));
      if (query.q) {
        const pattern = `%${likeEscape(query.q)}%`;
        filters.push(or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))!);
      }
      const where = and(...filters);
      const [rows, totals] = await Promise.all([
        db.select().from(users).where(where).orderBy(desc(users.createdAt), users.id).limit(query.limit).offset(pageOffset(query.page, query.limit)),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return paged(rows.map(toAdminUser), totals[0]?.total ?? 0, query.page, query.limit);
    },

    findById: async (id: string) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0],

    /**
     * Disabling ends every session of the member in the same transaction, so the next request is
     * anonymous; the audit entries are written in it too, so no change goes unrecorded.
     */
    async update(id: string, changes: { role?: Role | undefined; disabledAt?: Date | null | undefined }, audit: AuditEntry[]): Promise<UserRow | undefined> {
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
