import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Locale, Role } from '@starshelf/contract';
import type { Database } from '../../db/database.js';
import { users, type UserRow } from '../../db/schema.js';

export type NewUser = {
  email: string;
  passwordHash: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  locale: Locale;
  role?: Role;
  emailVerifiedAt?: Date | null;
};

export type ProfileChanges = { bio?: string | null; firstName?: string | null; lastName?: string | null };

export function userRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Undefined when the address is taken meanwhile (a concurrent registration won the race). */
    async insert(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values({
          email: user.email,
          passwordHash: user.passwordHash,
          firstName: user.firstName || null,
          lastName: user.lastName || null,
          locale: user.locale,
          role: user.role ?? 'NORMAL_USER',
          emailVerifiedAt: user.emailVerifiedAt ?? null,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** Keeps the first verification time when a member verifies again. */
    async markVerified(id: string, at: Date): Promise<void> {
      await db.update(users).set({ emailVerifiedAt: at }).where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
    },

    async recordLogin(id: string, at: Date): Promise<void> {
      await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
    },

    async updateProfile(id: string, changes: ProfileChanges): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return row;
    },
  };
}

export type UserRepository = ReturnType<typeof userRepository>;
