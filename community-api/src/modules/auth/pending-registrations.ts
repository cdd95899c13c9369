import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { pendingRegistrations, type PendingProfile } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { sha256 } from '../../lib/secure-token.js';

/**
 * How long a browser's registration waits for its link. Longer than a link (30 minutes), so a
 * resent link opened the next morning in the same browser still applies what was typed there.
 */
export const REGISTRATION_BINDING_MS = 24 * 3_600_000;

/** What a registration chose: applied only when its own browser opens a verification link. */
export type RegistrationChoice = { passwordHash: string; profile: PendingProfile };

/** Registrations of unverified addresses, each keyed by the digest of its browser's cookie (decision 106). */
export function pendingRegistrationStore(db: Database, clock: Clock) {
  return {
    async record(userId: string, browserToken: string, choice: RegistrationChoice): Promise<void> {
      const now = clock();
      await db.transaction(async (tx) => {
        await tx.delete(pendingRegistrations).where(and(eq(pendingRegistrations.userId, userId), lte(pendingRegistrations.expiresAt, now)));
        await tx.insert(pendingRegistrations).values({
          browserHash: sha256(browserToken),
          userId,
          passwordHash: choice.passwordHash,
          profile: choice.profile,
          createdAt: now,
          expiresAt: new Date(now.getTime() + REGISTRATION_BINDING_MS),
        });
      });
    },

    /** The registration this browser sent for this account, if it has not expired. */
    async findFor(userId: string, browserToken: string): Promise<RegistrationChoice | undefined> {
      const [row] = await db
        .select({ passwordHash: pendingRegistrations.passwordHash, profile: pendingRegistrations.profile })
        .from(pendingRegistrations)
        .where(and(eq(pendingRegistrations.browserHash, sha256(browserToken)), eq(pendingRegistrations.userId, userId), gt(pendingRegistrations.expiresAt, clock())))
        .limit(1);
      return row;
    },
  };
}

export type PendingRegistrationStore = ReturnType<typeof pendingRegistrationStore>;
