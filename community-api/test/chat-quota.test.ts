import { randomBytes, randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../src/http/app-error.js';
import { createRedis, pingRedis, type Redis } from '../src/lib/redis.js';
import { chatQuota } from '../src/modules/chat/quota.js';
import { TEST_REDIS_URL } from './support/test-app.js';

const LIMITS = { NORMAL_USER: 2, POWER_USER: 3, GOLDEN_USER: 200, SUPER_USER: 200 };

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe.each([
  ['in Redis', true],
  ['in memory (no Redis)', false],
])('the chat quota counted %s', (_name, withRedis) => {
  let redis: Redis | undefined;
  const redisPrefix = `test-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    if (!withRedis) return;
    redis = createRedis(TEST_REDIS_URL, pino({ level: 'silent' }));
    await pingRedis(redis);
  });
  afterAll(() => redis?.disconnect());

  it('refuses past the role’s limit with the wait until the next UTC day, counting nothing refused', async () => {
    const quota = chatQuota({ limits: LIMITS, redis, redisPrefix, now: () => new Date('2026-11-25T22:00:00Z') });
    const user = randomUUID();
    expect(await quota.take(user, 'NORMAL_USER')).toEqual({ used: 1, limit: 2 });
    expect(await quota.take(user, 'NORMAL_USER')).toEqual({ used: 2, limit: 2 });
    const refused = await refusal(quota.take(user, 'NORMAL_USER'));
    expect(refused).toMatchObject({ status: 429, code: 'QUOTA_EXCEEDED', details: { used: 2, limit: 2, retryAfterSeconds: 7_200 } });
    expect(await quota.peek(user, 'NORMAL_USER')).toEqual({ used: 2, limit: 2 });
    // Promoted the same day: the refusal did not count, so one more message fits.
    expect(await quota.take(user, 'POWER_USER')).toEqual({ used: 3, limit: 3 });
  });

  it('starts afresh on the next UTC day and lets the old day’s counter expire', async () => {
    let clock = new Date('2026-11-25T23:59:59.500Z');
    const quota = chatQuota({ limits: LIMITS, redis, redisPrefix, now: () => clock });
    const user = randomUUID();
    await quota.take(user, 'NORMAL_USER');
    await quota.take(user, 'NORMAL_USER');
    await refusal(quota.take(user, 'NORMAL_USER'));
    // The counter lived until midnight (one second here): it is gone, not kept for ever.
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(await quota.peek(user, 'NORMAL_USER')).toEqual({ used: 0, limit: 2 });
    clock = new Date('2026-11-26T08:00:00Z');
    expect(await quota.take(user, 'NORMAL_USER')).toEqual({ used: 1, limit: 2 });
  });
});
