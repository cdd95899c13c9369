import { and, eq, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Locale, Role } from '@starshelf/contract';
import type { Database } from '../../db/database.js';
import { users, type PendingProfile, type UserRow } from '../../db/schema.js';

export type VerificationPayload = { passwordHash?: string | null | undefined; pendingProfile?: PendingProfile | null | undefined };

// PostgreSQL's unique_violation; drizzle wraps the driver's error, so the cause chain is searched.
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (('code' in error && error.code === '23505') || ('cause' in error && isUniqueViolation(error.cause)));

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

    /**
     * Verifies a still unverified account with what the used link carries (the password and names
     * of the registration that sent it). Undefined when the account was verified already: then
     * nothing changes, and the first verification time stays.
     */
    async applyVerification(id: string, at: Date, pending: VerificationPayload): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({
          emailVerifiedAt: at,
          ...(pending.passwordHash ? { passwordHash: pending.passwordHash } : {}),
          ...(pending.pendingProfile ?? {}),
        })
        .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
        .returning();
      return row;
    },

    /**
     * Moves the account to a confirmed new address; 'taken' when another account holds it (checked
     * in the statement, and again by the unique index if two confirmations race).
     */
    async changeEmail(id: string, email: string): Promise<UserRow | 'taken'> {
      const holder = db.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, id)));
      try {
        const [row] = await db.update(users).set({ email }).where(and(eq(users.id, id), notExists(holder))).returning();
        return row ?? 'taken';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
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
