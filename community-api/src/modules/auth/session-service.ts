import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sessions, users, type UserRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/secure-token.js';

export type SessionSettings = { idleMs: number; maxAgeMs: number };
export type NewSession = { token: string; expiresAt: Date };

// Writing last_seen on every request would turn each read into a write; a minute of slack is harmless.
const TOUCH_INTERVAL_MS = 60_000;

/** Server-side sessions: the cookie carries a random id, the table only its SHA-256. */
export function sessionService(db: Database, settings: SessionSettings, clock: Clock) {
  return {
    async create(userId: string): Promise<NewSession> {
      const token = randomToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + settings.maxAgeMs);
      await db.insert(sessions).values({ idHash: sha256(token), userId, createdAt: now, lastSeenAt: now, expiresAt });
      return { token, expiresAt };
    },

    /**
     * The user behind a cookie value, or undefined when the session is unknown, idle too long, past
     * its absolute lifetime, or its user is disabled (all of which count as signed out).
     */
    async resolve(token: string): Promise<UserRow | undefined> {
      const idHash = sha256(token);
      const now = clock();
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
        .limit(1);
      if (!row) return undefined;
      if (now.getTime() - row.session.lastSeenAt.getTime() > settings.idleMs) {
        await db.delete(sessions).where(eq(sessions.idHash, idHash));
        return undefined;
      }
      if (row.user.disabledAt) return undefined;
      if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
      }
      return row.user;
    },

    async destroy(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, sha256(token)));
    },

    async destroyAllFor(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
