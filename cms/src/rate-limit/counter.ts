import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** So many attempts per window. */
export type Limit = { points: number; durationSeconds: number };

export type CounterStore = { redis?: Redis | undefined; redisPrefix: string };

/**
 * One counter of the rate-limit library, the one the community API and the admin both count with:
 * in Redis under `<REDIS_PREFIX>:rl:<name>` so every process shares it, in memory without Redis.
 * Entries expire with their window either way.
 */
export function createLimiter(name: string, limit: Limit, { redis, redisPrefix }: CounterStore): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ points: limit.points, duration: limit.durationSeconds, keyPrefix: name });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    points: limit.points,
    duration: limit.durationSeconds,
    keyPrefix: [redisPrefix, 'rl', name].join(':'),
    // While Redis is down, count in memory per process rather than fail open or fail every request.
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}
