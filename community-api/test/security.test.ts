import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, uniqueEmail } from './support/members.js';
import { TEST_PUBLIC_URL, TEST_REDIS_URL, startTestApp, type TestApp } from './support/test-app.js';
import { createMigratedDatabase, type TestDatabase } from './support/test-database.js';

describe('CSRF and security headers', () => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await createMigratedDatabase();
    app = await startTestApp({ databaseUrl: database.url, redisUrl: TEST_REDIS_URL });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const body = { email: 'someone@example.org', password: 'whatever' };

  it('refuses a mutation without Origin or Referer with 403 CSRF', async () => {
    const response = await app.bare.post('/api/auth/login').send(body);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, error: { code: 'CSRF', message: 'Cross-site request refused' } });
  });

  it('refuses a mutation from a foreign origin', async () => {
    const response = await app.bare.post('/api/auth/login').set('Origin', 'https://evil.example').send(body);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('CSRF');
  });

  it('refuses a look-alike origin and a foreign Referer', async () => {
    for (const origin of ['http://localhost:3000.evil.example', 'http://localhost:3001', 'null']) {
      expect((await app.bare.post('/api/auth/login').set('Origin', origin).send(body)).body.error.code).toBe('CSRF');
    }
    const referer = await app.bare.post('/api/auth/login').set('Referer', 'https://evil.example/page').send(body);
    expect(referer.body.error.code).toBe('CSRF');
  });

  it('accepts a same-origin Referer when Origin is missing', async () => {
    const response = await app.bare.post('/api/auth/login').set('Referer', `${TEST_PUBLIC_URL}/login`).send(body);
    expect(response.status).toBe(401);
  });

  it('refuses a form-encoded or text/plain mutation even from our origin', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const response = await app.bare
        .post('/api/auth/login')
        .set('Origin', TEST_PUBLIC_URL)
        .set('Content-Type', type)
        .send('email=a%40b.c&password=x');
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('CSRF');
    }
  });

  it('lets safe methods through without Origin', async () => {
    expect((await app.bare.get('/api/health')).status).toBe(200);
  });

  it('sends nosniff, frame denial, a referrer policy and a CSP without inline script or plugins', async () => {
    const response = await app.bare.get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Errors carry the headers too.
    expect((await app.bare.get('/api/nope')).headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('rate limits', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createMigratedDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  const withApp = async (redisUrl: string | undefined, run: (app: TestApp) => Promise<void>) => {
    const app = await startTestApp({
      databaseUrl: database.url,
      redisUrl,
      rateLimits: {
        loginPair: { points: 3, durationSeconds: 60 },
        loginIp: { points: 6, durationSeconds: 60 },
        registerPair: { points: 2, durationSeconds: 60 },
        resendPair: { points: 2, durationSeconds: 60 },
        verifyIp: { points: 3, durationSeconds: 60 },
      },
    });
    try {
      await run(app);
    } finally {
      await app.close();
    }
  };

  it('answers 429 RATE_LIMITED with Retry-After once the login limit is reached (Redis store)', async () => {
    await withApp(TEST_REDIS_URL, async (app) => {
      const member = await createMember(app);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await app.agent().post('/api/auth/login').send({ email: member.email, password: 'Wrong-Pass-1' })).status).toBe(401);
      }
      const limited = await app.agent().post('/api/auth/login').send({ email: member.email, password: member.password });
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      const keys = await app.pool.query('select 1'); // the database is untouched by limiting
      expect(keys.rowCount).toBe(1);
    });
  });

  it('keeps counting in memory when Redis is not configured', async () => {
    await withApp(undefined, async (app) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await app.agent().post('/api/auth/verify-email').send({ token: 'forged' });
      }
      const limited = await app.agent().post('/api/auth/verify-email').send({ token: 'forged' });
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });
  });

  it('limits register and resend per IP and email', async () => {
    await withApp(TEST_REDIS_URL, async (app) => {
      const email = uniqueEmail();
      const register = () =>
        app.agent().post('/api/auth/register').send({ email, password: 'Correct-Horse-42', confirmPassword: 'Correct-Horse-42' });
      expect((await register()).status).toBe(201);
      expect((await register()).status).toBe(201);
      expect((await register()).status).toBe(429);
      const resend = () => app.agent().post('/api/auth/resend-verification').send({ email });
      expect((await resend()).status).toBe(202);
      expect((await resend()).status).toBe(202);
      expect((await resend()).status).toBe(429);
    });
  });

  it('does not let an attacker lock a member out: hammering one address only limits that IP and address pair', async () => {
    await withApp(TEST_REDIS_URL, async (app) => {
      const member = await createMember(app);
      // The attacker exhausts the pair limit from 127.0.0.1 ...
      for (let attempt = 0; attempt < 4; attempt += 1) {
        await app.agent().post('/api/auth/login').send({ email: member.email, password: 'Wrong-Pass-1' });
      }
      // ... while the member, behind the gateway on another address, still signs in.
      const fromMember = await app
        .agent()
        .post('/api/auth/login')
        .set('X-Forwarded-For', '203.0.113.7')
        .send({ email: member.email, password: member.password });
      expect(fromMember.status).toBe(200);
    });
  });

  it('resets the pair counter after a successful sign-in', async () => {
    await withApp(TEST_REDIS_URL, async (app) => {
      const member = await createMember(app);
      const attempt = (password: string) => app.agent().post('/api/auth/login').send({ email: member.email, password });
      await attempt('Wrong-Pass-1');
      await attempt('Wrong-Pass-1');
      expect((await attempt(member.password)).status).toBe(200);
      await attempt('Wrong-Pass-1');
      await attempt('Wrong-Pass-1');
      expect((await attempt(member.password)).status).toBe(200);
    });
  });
});
