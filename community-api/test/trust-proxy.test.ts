import { describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from './support/test-app.js';
import { useSuiteDatabase } from './support/suite.js';
import { createMigratedDatabase } from './support/test-database.js';

// Rate-limit buckets follow req.ip, which TRUST_PROXY decides. The test client connects from
// 127.0.0.1, as the gateway does on a developer machine; verify-email allows 2 tries per address.
describe('TRUST_PROXY and rate-limit buckets', () => {
  const suite = useSuiteDatabase(createMigratedDatabase);

  const start = async (trustProxy: string) => {
    const app = await suite.startApp({
      redisUrl: TEST_REDIS_URL,
      trustProxy,
      rateLimits: { verifyIp: { points: 2, durationSeconds: 60 } },
    });
    return (forwardedFor?: string) => {
      const request = app.agent().post('/api/auth/verify-email');
      if (forwardedFor) request.set('X-Forwarded-For', forwardedFor);
      return request.send({ token: 'forged' }).then((response) => response.status);
    };
  };

  it('behind one trusted hop, two clients get two buckets', async () => {
    const verify = await start('1');
    expect([await verify('198.51.100.1'), await verify('198.51.100.1'), await verify('198.51.100.1')]).toEqual([400, 400, 429]);
    // Another visitor behind the same gateway is not limited by the first one's tries.
    expect(await verify('198.51.100.2')).toBe(400);
  });

  it('a client cannot pick its own bucket: only the address the trusted hop appended counts', async () => {
    const verify = await start('1');
    // The gateway appends the address it saw; whatever the client wrote before it is ignored.
    expect([await verify('203.0.113.9, 198.51.100.3'), await verify('203.0.113.10, 198.51.100.3')]).toEqual([400, 400]);
    expect(await verify('203.0.113.11, 198.51.100.3')).toBe(429);
  });

  it('with no trusted hop, X-Forwarded-For changes nothing', async () => {
    const verify = await start('false');
    expect([await verify('192.0.2.1'), await verify('192.0.2.2')]).toEqual([400, 400]);
    expect(await verify('192.0.2.3')).toBe(429);
  });
});
