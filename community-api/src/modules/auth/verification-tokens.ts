import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_TOKEN_LIFETIME_MINUTES, EMAIL_UNDO_LIFETIME_DAYS } from '@starshelf/contract';
import type { Database } from '../../db/database.js';
import { verificationTokens, type LinkTokenPurpose } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/secure-token.js';

/** docs/rules.md §9: the verify, reset and email-change links live 30 minutes. */
export const VERIFICATION_TOKEN_LIFETIME_MS = ACCOUNT_TOKEN_LIFETIME_MINUTES * 60_000;
/** Days, not minutes: the owner of the old address may not read their mail for days. */
export const EMAIL_UNDO_LIFETIME_MS = EMAIL_UNDO_LIFETIME_DAYS * 24 * 3_600_000;

const LIFETIME_MS: Record<LinkTokenPurpose, number> = {
  verify: VERIFICATION_TOKEN_LIFETIME_MS,
  reset: VERIFICATION_TOKEN_LIFETIME_MS,
  'email-change': VERIFICATION_TOKEN_LIFETIME_MS,
  'email-undo': EMAIL_UNDO_LIFETIME_MS,
};

/** The address a link moves the account to: an email change's new one, or the old one an undo restores. */
export type TokenPayload = { newEmail?: string | null };

export type ConsumeResult =
  | { status: 'ok'; userId: string; createdAt: Date; payload: TokenPayload }
  | { status: 'invalid' }
  | { status: 'expired' };

type TokenRow = typeof verificationTokens.$inferSelect;

/** A fresh token and the row that stores only its digest, for callers that insert it in their own transaction. */
export function newLinkToken(userId: string, purpose: LinkTokenPurpose, now: Date, payload: TokenPayload = {}): { token: string; row: TokenRow } {
  const token = randomToken();
  const row: TokenRow = {
    tokenHash: sha256(token),
    userId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LIFETIME_MS[purpose]),
    usedAt: null,
    newEmail: payload.newEmail ?? null,
  };
  return { token, row };
}

function resultOf(row: TokenRow | undefined, now: Date): ConsumeResult {
  if (!row) return { status: 'invalid' };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
  return { status: 'ok', userId: row.userId, createdAt: row.createdAt, payload: { newEmail: row.newEmail } };
}

export function verificationTokenService(db: Database, clock: Clock) {
  const unused = (tokenHash: string, purpose: LinkTokenPurpose) =>
    and(eq(verificationTokens.tokenHash, tokenHash), eq(verificationTokens.purpose, purpose), isNull(verificationTokens.usedAt));

  return {
    /** A fresh single-use token; every older unused link of the same purpose stops working. */
    async issue(userId: string, purpose: LinkTokenPurpose, payload: TokenPayload = {}): Promise<string> {
      const { token, row } = newLinkToken(userId, purpose, clock(), payload);
      await db.transaction(async (tx) => {
        await tx
          .update(verificationTokens)
          .set({ usedAt: row.createdAt })
          .where(and(eq(verificationTokens.userId, userId), eq(verificationTokens.purpose, purpose), isNull(verificationTokens.usedAt)));
        await tx.insert(verificationTokens).values(row);
      });
      return token;
    },

    /** What `consume` would answer, without using the link (a page that must ask something first). */
    async peek(token: string, purpose: LinkTokenPurpose): Promise<ConsumeResult> {
      const [row] = await db.select().from(verificationTokens).where(unused(sha256(token), purpose)).limit(1);
      return resultOf(row, clock());
    },

    /**
     * Marks the token used in the same statement that checks it, so two clicks cannot both win.
     * A token of another purpose is invalid here: a reset link cannot verify an address.
     */
    async consume(token: string, purpose: LinkTokenPurpose): Promise<ConsumeResult> {
      const now = clock();
      const [row] = await db.update(verificationTokens).set({ usedAt: now }).where(unused(sha256(token), purpose)).returning();
      return resultOf(row, now);
    },
  };
}

export type VerificationTokenService = ReturnType<typeof verificationTokenService>;
