import type { Role } from '@starshelf/contract';
import { AppError } from '../../http/app-error.js';
import { createLimiter } from '../../http/rate-limit.js';
import type { Redis } from '../../lib/redis.js';

export type QuotaState = { used: number; limit: number };

export type ChatQuota = {
  peek(userId: string, role: Role): Promise<QuotaState>;
  /** Counts one message; past the day's limit throws 429 QUOTA_EXCEEDED (nothing counted) with the wait until the next UTC day. */
  take(userId: string, role: Role): Promise<QuotaState>;
  /** Drops the member's counter (an erased account leaves no key behind). */
  forget(userId: string): Promise<void>;
  /** The UTC day the counter of `peek` and `take` belongs to (YYYY-MM-DD). */
  today(): string;
};

const DAY_MS = 86_400_000;
const day = (now: Date) => now.toISOString().slice(0, 10);
const secondsUntilNextUtcDay = (now: Date) => Math.max(1, Math.ceil((DAY_MS - (now.getTime() % DAY_MS)) / 1000));

/**
 * Daily message quotas per role on the rate-limit library: one counter per member and UTC day, in
 * Redis so every API process shares it (in memory without Redis, or while Redis is down), expiring
 * at the end of that day either way. The counter counts; the role's limit is applied here, so a
 * member whose role changes keeps the day's count.
 */
export function chatQuota(deps: { limits: Record<Role, number>; redis?: Redis | undefined; redisPrefix: string; now?: () => Date }): ChatQuota {
  const now = deps.now ?? (() => new Date());
  const counter = createLimiter('chat-quota', { points: Number.MAX_SAFE_INTEGER, durationSeconds: DAY_MS / 1000 }, deps);
  const keyOf = (userId: string, at: Date) => `${day(at)}:${userId}`;

  return {
    async peek(userId, role) {
      const limit = deps.limits[role];
      const counted = await counter.get(keyOf(userId, now()));
      return { used: Math.min(counted?.consumedPoints ?? 0, limit), limit };
    },
    async take(userId, role) {
      const limit = deps.limits[role];
      const at = now();
      const key = keyOf(userId, at);
      const counted = await counter.consume(key, 1, { customDuration: secondsUntilNextUtcDay(at) });
      if (counted.consumedPoints <= limit) return { used: counted.consumedPoints, limit };
      // A refused message does not count: a member promoted later today is not held back by refusals.
      await counter.reward(key, 1).catch(() => undefined);
      throw new AppError('QUOTA_EXCEEDED', 429, 'Daily chat quota reached', { used: limit, limit, retryAfterSeconds: secondsUntilNextUtcDay(at) });
    },
    async forget(userId) {
      // Each counter expires at the end of its own day, so today's is the only one that can exist.
      await counter.delete(keyOf(userId, now()));
    },
    today: () => day(now()),
  };
}
