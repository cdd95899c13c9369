import type { Role } from '@starshelf/contract';
import type { Redis } from '../../lib/redis.js';

export type QuotaState = { used: number; limit: number };

export type ChatQuota = {
  peek(userId: string, role: Role): Promise<QuotaState>;
  /** Counts one message; `isAllowed` false (and nothing counted) once the day's limit is reached. */
  take(userId: string, role: Role): Promise<QuotaState & { isAllowed: boolean }>;
};

const day = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Daily message quotas per role, counted per UTC day in Redis so every API process shares them;
 * without Redis (single-process mode) a map in memory does the same job.
 */
export function chatQuota(deps: { limits: Record<Role, number>; redis?: Redis | undefined; prefix: string; now?: () => Date }): ChatQuota {
  const now = deps.now ?? (() => new Date());
  const memory = new Map<string, number>();
  const keyOf = (userId: string) => `${deps.prefix}:chat-quota:${day(now())}:${userId}`;
  const isRedisUp = () => deps.redis?.status === 'ready';

  async function used(key: string): Promise<number> {
    if (isRedisUp()) return Number((await deps.redis?.get(key)) ?? 0);
    return memory.get(key) ?? 0;
  }

  return {
    async peek(userId, role) {
      return { used: await used(keyOf(userId)), limit: deps.limits[role] };
    },
    async take(userId, role) {
      const limit = deps.limits[role];
      const key = keyOf(userId);
      let count: number;
      if (isRedisUp() && deps.redis) {
        count = await deps.redis.incr(key);
        if (count === 1) await deps.redis.expire(key, 2 * 24 * 3600);
        if (count > limit) {
          await deps.redis.decr(key);
          return { used: limit, limit, isAllowed: false };
        }
      } else {
        count = (memory.get(key) ?? 0) + 1;
        if (count > limit) return { used: limit, limit, isAllowed: false };
        memory.set(key, count);
      }
      return { used: count, limit, isAllowed: true };
    },
  };
}
