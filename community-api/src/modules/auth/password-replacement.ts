import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sessions, users, verificationTokens } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { sha256 } from '../../lib/secure-token.js';

export type Replacement = {
  /** The session that made the change stays (a password change); none stays after a reset. */
  keepSessionToken?: string | undefined;
  /** A reset link proves the address as well as a verification link does. */
  markVerified?: boolean;
};

/**
 * The one rule for a new password, applied in one transaction: whoever knew the old one loses
 * every session it opened, and no pending link survives it: not a reset, not a verification link,
 * and not an email change (someone who had the old password could otherwise move the account to
 * their own address after the owner has taken it back). Undo links stay: whoever moved the account
 * away knew the password, so changing it must not cost the old address its way back (decision 106).
 */
export function passwordReplacement(db: Database, clock: Clock) {
  return async (userId: string, passwordHash: string, replacement: Replacement = {}): Promise<void> => {
    const now = clock();
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, ...(replacement.markVerified ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` } : {}) })
        .where(eq(users.id, userId));
      await tx
        .update(verificationTokens)
        .set({ usedAt: now })
        .where(and(eq(verificationTokens.userId, userId), isNull(verificationTokens.usedAt), ne(verificationTokens.purpose, 'email-undo')));
      const keep = replacement.keepSessionToken;
      await tx.delete(sessions).where(keep ? and(eq(sessions.userId, userId), ne(sessions.idHash, sha256(keep))) : eq(sessions.userId, userId));
    });
  };
}

export type PasswordReplacement = ReturnType<typeof passwordReplacement>;
