import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { verificationTokens } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/secure-token.js';

/** SPEC.md §9: a verification link lives 30 minutes. */
export const VERIFICATION_TOKEN_LIFETIME_MS = 30 * 60_000;

export type ConsumeResult = { status: 'ok'; userId: string } | { status: 'invalid' } | { status: 'expired' };

export function verificationTokenService(db: Database, clock: Clock) {
  return {
    /** A fresh single-use token; every older unused link of the user stops working. */
    async issue(userId: string): Promise<string> {
      const token = randomToken();
      const now = clock();
      await db.transaction(async (tx) => {
        await tx
          .update(verificationTokens)
          .set({ usedAt: now })
          .where(and(eq(verificationTokens.userId, userId), isNull(verificationTokens.usedAt)));
        await tx.insert(verificationTokens).values({
          tokenHash: sha256(token),
          userId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_LIFETIME_MS),
        });
      });
      return token;
    },

    /** Marks the token used in the same statement that checks it, so two clicks cannot both win. */
    async consume(token: string): Promise<ConsumeResult> {
      const now = clock();
      const tokenHash = sha256(token);
      const [row] = await db
        .update(verificationTokens)
        .set({ usedAt: now })
        .where(and(eq(verificationTokens.tokenHash, tokenHash), isNull(verificationTokens.usedAt)))
        .returning();
      if (!row) return { status: 'invalid' };
      if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
      return { status: 'ok', userId: row.userId };
    },
  };
}

export type VerificationTokenService = ReturnType<typeof verificationTokenService>;
