import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Locale, Role } from '@starshelf/contract';
import type { Database } from '../../db/database.js';
import { pendingRegistrations, users, type UserRow } from '../../db/schema.js';
import type { RegistrationChoice } from './pending-registrations.js';

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
    /**
     * The account of an address, or of the same mailbox spelled otherwise at a provider that ignores
     * dots or +tags (docs/rules.md "Moderation"); the exact address wins where both exist.
     */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email}) or ${users.mailboxKey} = community.mailbox_key(${email})`)
        .orderBy(sql`lower(${users.email}) = lower(${email}) desc`)
        .limit(1);
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
     * Verifies a still unverified account with the password and names the opener of its link chose
     * (decision 106), and drops every registration still waiting for it. Undefined when the account
     * was verified already: then nothing changes, and the first verification time stays.
     */
    async applyVerification(id: string, at: Date, choice: RegistrationChoice): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ emailVerifiedAt: at, passwordHash: choice.passwordHash, ...choice.profile })
          .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
          .returning();
        if (row) await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.userId, id));
        return row;
      });
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
