import type { Pool } from '../../db/pool.js';
import { pingRedis, type Redis } from '../../lib/redis.js';
import { withTimeout } from '../../lib/with-timeout.js';

export type DependencyState = 'up' | 'down' | 'skipped';
export type Readiness = {
  isReady: boolean;
  checks: { postgres: DependencyState; redis: DependencyState };
};

const CHECK_TIMEOUT_MS = 2_000;

async function probe(check: () => Promise<unknown>, label: string): Promise<DependencyState> {
  try {
    await withTimeout(check(), CHECK_TIMEOUT_MS, label);
    return 'up';
  } catch {
    // The reason stays out of the answer (it can carry hosts or credentials); readiness only says which.
    return 'down';
  }
}

/** Asks each dependency for a trivial answer; Redis is skipped when the process runs without it. */
export async function checkReadiness(deps: { pool: Pool; redis?: Redis | undefined }): Promise<Readiness> {
  const redis = deps.redis;
  const [postgres, redisState] = await Promise.all([
    probe(() => deps.pool.query('select 1'), 'postgres'),
    redis ? probe(() => pingRedis(redis), 'redis') : Promise.resolve<DependencyState>('skipped'),
  ]);
  return { isReady: postgres !== 'down' && redisState !== 'down', checks: { postgres, redis: redisState } };
}
