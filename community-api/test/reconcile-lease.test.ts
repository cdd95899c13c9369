import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { reconcileLease } from '../src/jobs/ratings/reconcile-lease.js';
import { createRedis, pingRedis } from '../src/lib/redis.js';
import { TEST_REDIS_URL } from './support/test-app.js';

// Two worker replicas share one Redis: per interval exactly one of them may run the reconcile.
describe('rating reconcile lease', () => {
  const redis = createRedis(TEST_REDIS_URL, pino({ level: 'silent' }));
  const key = `test-${randomBytes(4).toString('hex')}:rating-reconcile-lease`;
  // The client queues nothing while connecting: wait until it answers.
  beforeAll(() => pingRedis(redis));
  afterAll(async () => {
    await redis.del(key);
    await redis.quit();
  });

  it('lets one replica run per interval, and the next interval again exactly one', async () => {
    const intervalMs = 400;
    const replicas = [reconcileLease(redis, key, intervalMs), reconcileLease(redis, key, intervalMs)];
    const round = () => Promise.all(replicas.map((claim) => claim()));
    expect((await round()).filter(Boolean)).toHaveLength(1);
    // Within the same interval nobody runs again.
    expect((await round()).filter(Boolean)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    expect((await round()).filter(Boolean)).toHaveLength(1);
  });
});
