import { and, desc, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_TOKEN_LIFETIME_MINUTES } from '@starshelf/contract';
import type { Database } from '../../db/database.js';
import { verificationTokens, type LinkTokenPurpose, type PendingProfile } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/secure-token.js';

/** SPEC.md §9 and issue 15: every mailed link (verify, reset, email change) lives 30 minutes. */
export const VERIFICATION_TOKEN_LIFETIME_MS = ACCOUNT_TOKEN_LIFETIME_MINUTES * 60_000;

/** What a link applies when it is used; each purpose reads only its own part. */
export type TokenPayload = { passwordHash?: string | null; pendingProfile?: PendingProfile | null; newEmail?: string | null };

export type ConsumeResult =
  | { status: 'ok'; userId: string; payload: TokenPayload }
  | { status: 'invalid' }
  | { status: 'expired' };

export function verificationTokenService(db: Database, clock: Clock) {
  return {
    /** A fresh single-use token; every older unused link of the same purpose stops working. */
    async issue(userId: string, purpose: LinkTokenPurpose, payload: TokenPayload = {}): Promise<string> {
      const token = randomToken();
      const now = clock();
      await db.transaction(async (tx) => {
        await tx
          .update(verificationTokens)
          .set({ usedAt: now })
          .where(and(eq(verificationTokens.userId, userId), eq(verificationTokens.purpose, purpose), isNull(verificationTokens.usedAt)));
        await tx.insert(verificationTokens).values({
          tokenHash: sha256(token),
          userId,
          purpose,
          createdAt: now,
          expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_LIFETIME_MS),
          passwordHash: payload.passwordHash ?? null,
          pendingProfile: payload.pendingProfile ?? null,
          newEmail: payload.newEmail ?? null,
        });
      });
      return token;
    },

    /**
     * What the live link of this purpose carries (issuing leaves at most one unused), so a resent
     * link applies the same registration as the one it replaces, not whoever registered first.
     */
    async pendingPayload(userId: string, purpose: LinkTokenPurpose): Promise<TokenPayload> {
      const [row] = await db
        .select({ passwordHash: verificationTokens.passwordHash, pendingProfile: verificationTokens.pendingProfile, newEmail: verificationTokens.newEmail })
        .from(verificationTokens)
        .where(and(eq(verificationTokens.userId, userId), eq(verificationTokens.purpose, purpose), isNull(verificationTokens.usedAt)))
        .orderBy(desc(verificationTokens.createdAt))
        .limit(1);
      return row ?? {};
    },

    /**
     * Marks the token used in the same statement that checks it, so two clicks cannot both win.
     * A token of another purpose is invalid here: a reset link cannot verify an address.
     */
    async consume(token: string, purpose: LinkTokenPurpose): Promise<ConsumeResult> {
      const now = clock();
      const tokenHash = sha256(token);
      const [row] = await db
        .update(verificationTokens)
        .set({ usedAt: now })
        .where(and(eq(verificationTokens.tokenHash, tokenHash), eq(verificationTokens.purpose, purpose), isNull(verificationTokens.usedAt)))
        .returning();
      if (!row) return { status: 'invalid' };
      if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
      return { status: 'ok', userId: row.userId, payload: { passwordHash: row.passwordHash, pendingProfile: row.pendingProfile, newEmail: row.newEmail } };
    },
  };
}

export type VerificationTokenService = ReturnType<typeof verificationTokenService>;
