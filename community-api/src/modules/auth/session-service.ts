import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { ADMIN_IDLE_HOURS, type MemberSession, type Role } from '@starshelf/contract';
import type { Database } from '../../db/database.js';
import { sessions, users, type UserRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/secure-token.js';

export type SessionSettings = { idleMs: number; maxAgeMs: number };
export type NewSession = { token: string; expiresAt: Date };

// Writing last_seen on every request would turn each read into a write; a minute of slack is harmless.
const TOUCH_INTERVAL_MS = 60_000;
// A header is the client's to choose; the list only needs enough of it to recognise a browser.
export const USER_AGENT_MAX_LENGTH = 300;
const ADMIN_IDLE_MS = ADMIN_IDLE_HOURS * 3_600_000;

/** Administrators hold the keys to every account, so an unattended session of theirs ends sooner. */
export function idleLimitFor(role: Role, settings: SessionSettings): number {
  return role === 'SUPER_USER' ? Math.min(settings.idleMs, ADMIN_IDLE_MS) : settings.idleMs;
}

/** Server-side sessions: the cookie carries a random id, the table only its SHA-256. */
export function sessionService(db: Database, settings: SessionSettings, clock: Clock) {
  // Every request with a cookie asks this: built once and prepared by name on each connection, so
  // neither the query builder nor PostgreSQL's planner runs per request.
  const sessionOfToken = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_of_token');
  return {
    async create(userId: string, userAgent?: string): Promise<NewSession> {
      const token = randomToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + settings.maxAgeMs);
      await db.insert(sessions).values({
        idHash: sha256(token),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
      });
      return { token, expiresAt };
    },

    /**
     * The user behind a cookie value, or undefined when the session is unknown, idle too long, past
     * its absolute lifetime, or its user is disabled (all of which count as signed out).
     */
    async resolve(token: string): Promise<UserRow | undefined> {
      const idHash = sha256(token);
      const now = clock();
      const [row] = await sessionOfToken.execute({ idHash, now });
      if (!row) return undefined;
      if (now.getTime() - row.session.lastSeenAt.getTime() > idleLimitFor(row.user.role, settings)) {
        await db.delete(sessions).where(eq(sessions.idHash, idHash));
        return undefined;
      }
      if (row.user.disabledAt) return undefined;
      if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
      }
      return row.user;
    },

    /** The member's live sessions, newest first; `current` marks the one asking. */
    async listFor(user: UserRow, currentToken: string | undefined): Promise<MemberSession[]> {
      const now = clock();
      const currentHash = currentToken ? sha256(currentToken) : undefined;
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - idleLimitFor(user.role, settings)))))
        .orderBy(desc(sessions.createdAt), desc(sessions.lastSeenAt));
      return rows.map((row) => ({
        id: row.publicId,
        current: row.idHash === currentHash,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        userAgent: row.userAgent,
      }));
    },

    /** Ends one of the member's own sessions by its public id; 'none' when they hold none such. */
    async destroyOwn(userId: string, publicId: string, currentToken: string | undefined): Promise<'ended' | 'current' | 'none'> {
      const [ended] = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
        .returning({ idHash: sessions.idHash });
      if (!ended) return 'none';
      return currentToken && ended.idHash === sha256(currentToken) ? 'current' : 'ended';
    },

    async destroy(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, sha256(token)));
    },

    /** Every session of the member but the one with `keepToken` (all of them without it). */
    async destroyOthers(userId: string, keepToken: string | undefined): Promise<void> {
      const others = keepToken ? and(eq(sessions.userId, userId), ne(sessions.idHash, sha256(keepToken))) : eq(sessions.userId, userId);
      await db.delete(sessions).where(others);
    },

    async destroyAllFor(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
