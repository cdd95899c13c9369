import { and, eq, gt, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sessions, users, verificationTokens, type UserRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { sha256 } from '../../lib/secure-token.js';
import { newLinkToken } from './verification-tokens.js';

// PostgreSQL's unique_violation; drizzle wraps the driver's error, so the cause chain is searched.
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (('code' in error && error.code === '23505') || ('cause' in error && isUniqueViolation(error.cause)));

const sameAddress = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** A confirmed move: the account on its new address, and the undo link for the old one. */
export type Moved = { user: UserRow; previousEmail: string; undoToken: string };

/**
 * The two transactions that move an account between addresses (decision 106). Each either happens
 * whole or not at all: no account on a new address without its undo link, no address restored while
 * a session or link of whoever moved it survives.
 */
export function addressMoves(db: Database, clock: Clock) {
  /** 'taken' when another account holds the address (checked in the statement, and by the unique index if two race). */
  const whileFree = async <T>(move: () => Promise<T | 'taken'>): Promise<T | 'taken'> => {
    try {
      return await move();
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  };

  return {
    /**
     * Confirms an email change: the new address, an undo link for the old one (7 days) and the end of
     * every session but `keepSessionToken` (the confirming browser's, when it is the member's own).
     */
    confirm: (user: UserRow & { email: string }, newEmail: string, keepSessionToken: string | undefined): Promise<Moved | 'taken'> =>
      whileFree(() =>
        db.transaction(async (tx) => {
          const holder = tx.select({ id: users.id }).from(users).where(and(sameAddress(newEmail), ne(users.id, user.id)));
          const [moved] = await tx.update(users).set({ email: newEmail }).where(and(eq(users.id, user.id), notExists(holder))).returning();
          if (!moved) return 'taken' as const;
          const undo = newLinkToken(user.id, 'email-undo', clock(), { newEmail: user.email });
          await tx.insert(verificationTokens).values(undo.row);
          const others = keepSessionToken ? and(eq(sessions.userId, user.id), ne(sessions.idHash, sha256(keepSessionToken))) : eq(sessions.userId, user.id);
          await tx.delete(sessions).where(others);
          return { user: moved, previousEmail: user.email, undoToken: undo.token };
        }),
      ),

    /**
     * Undoes a change with the link mailed to the old address: the address comes back, every session
     * ends, and the password stops working (whoever moved the account knew it). Every open link of the
     * account goes too, except the undo links of earlier changes, whose addresses were the owner's
     * before this one. An unverified account squatting on the old address meanwhile never proved it
     * and is removed; a verified one keeps it ('taken').
     */
    undo: (userId: string, previousEmail: string, linkCreatedAt: Date): Promise<UserRow | 'taken'> =>
      whileFree(() =>
        db.transaction(async (tx) => {
          await tx.delete(users).where(and(sameAddress(previousEmail), ne(users.id, userId), isNull(users.emailVerifiedAt)));
          const holder = tx.select({ id: users.id }).from(users).where(and(sameAddress(previousEmail), ne(users.id, userId)));
          const [restored] = await tx
            .update(users)
            .set({ email: previousEmail, passwordHash: null })
            .where(and(eq(users.id, userId), notExists(holder)))
            .returning();
          if (!restored) return 'taken' as const;
          await tx.delete(sessions).where(eq(sessions.userId, userId));
          const notAnEarlierUndo = or(ne(verificationTokens.purpose, 'email-undo'), gt(verificationTokens.createdAt, linkCreatedAt));
          await tx
            .update(verificationTokens)
            .set({ usedAt: clock() })
            .where(and(eq(verificationTokens.userId, userId), isNull(verificationTokens.usedAt), notAnEarlierUndo));
          return restored;
        }),
      ),
  };
}

export type AddressMoves = ReturnType<typeof addressMoves>;
