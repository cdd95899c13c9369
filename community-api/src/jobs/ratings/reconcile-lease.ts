import type { Redis } from '../../lib/redis.js';

/**
 * Every worker replica runs the reconcile timer; a lease in Redis lets exactly one of them run it
 * per interval. The lease lasts a little less than the interval, so the next tick (of whichever
 * replica comes first) can take it again. A Redis that does not answer means "skip this round":
 * the reconcile is a safety net and the next interval retries.
 */
export function reconcileLease(redis: Redis, key: string, intervalMs: number): () => Promise<boolean> {
  const leaseMs = Math.max(1, intervalMs - Math.min(1_000, Math.floor(intervalMs / 10)));
  return async () => {
    try {
      return (await redis.set(key, String(process.pid), 'PX', leaseMs, 'NX')) === 'OK';
    } catch {
      return false;
    }
  };
}
