import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, createMember, sessionCookieFrom, uniqueEmail } from './support/members.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createMigratedDatabase, type TestDatabase } from './support/test-database.js';

const MINUTE = 60_000;

describe('sign-in, sessions and sign-out', () => {
  let database: TestDatabase;
  let app: TestApp;
  // Real time as the base: the client's cookie jar judges expiry by the real clock.
  let now = Date.now();

  beforeAll(async () => {
    database = await createMigratedDatabase();
    app = await startTestApp({ databaseUrl: database.url, clock: () => new Date(now) });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const login = (email: string, password: string, cookie?: string) => {
    const request = app.agent().post('/api/auth/login');
    if (cookie) request.set('Cookie', `sid=${cookie}`);
    return request.send({ email, password });
  };
  const whoAmI = (cookie: string) => app.agent().get('/api/auth/user').set('Cookie', `sid=${cookie}`);

  it('answers GET /api/auth/user with 401 UNAUTHENTICATED when anonymous', async () => {
    const response = await app.agent().get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, error: { code: 'UNAUTHENTICATED', message: 'You must be logged in' } });
  });

  it('signs in with a session cookie that is httpOnly, SameSite=Lax and host-wide', async () => {
    const member = await createMember(app);
    const response = await login(member.email!, member.password);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      id: member.id,
      role: 'NORMAL_USER',
      firstName: 'Test',
      lastName: 'Member',
      email: member.email,
      profileImageUrl: null,
      displayName: 'Test Member',
    });
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('sid='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Expires=/);
    expect(cookie).not.toMatch(/Secure/);
    const token = sessionCookieFrom(response.headers['set-cookie'])!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect((await whoAmI(token)).body.data.id).toBe(member.id);
  });

  it('stores only the SHA-256 of the session id', async () => {
    const member = await createMember(app);
    const token = sessionCookieFrom((await login(member.email!, member.password)).headers['set-cookie'])!;
    const { rows } = await app.pool.query('select id_hash from community.sessions where user_id = $1', [member.id]);
    expect(rows).toEqual([{ id_hash: createHash('sha256').update(token).digest('hex') }]);
  });

  it('records the last login', async () => {
    const member = await createMember(app);
    expect(member.lastLoginAt).toBeNull();
    await login(member.email!, member.password);
    const { rows } = await app.pool.query('select last_login_at from community.users where id = $1', [member.id]);
    expect(rows[0].last_login_at).toBeInstanceOf(Date);
  });

  it('answers a wrong password and an unknown email with the same 401 INVALID_CREDENTIALS', async () => {
    const member = await createMember(app);
    const wrong = await login(member.email!, 'Wrong-Password-1');
    const unknown = await login(uniqueEmail('ghost'), 'Wrong-Password-1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } });
    expect(unknown.body).toEqual(wrong.body);
    expect(sessionCookieFrom(wrong.headers['set-cookie'])).toBeUndefined();
  });

  it('spends argon2 time on an unknown email too, so timing does not tell accounts apart', async () => {
    const member = await createMember(app);
    const timed = async (email: string) => {
      const started = performance.now();
      await login(email, 'Wrong-Password-1');
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      known.push(await timed(member.email!));
      unknown.push(await timed(uniqueEmail('ghost')));
    }
    // argon2id at 19 MiB takes well over 5 ms here; without the dummy verify the unknown path takes ~1 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('refuses an unverified account with 403 EMAIL_NOT_VERIFIED, but only for the right password', async () => {
    const member = await createMember(app, { isVerified: false });
    const right = await login(member.email!, member.password);
    expect(right.status).toBe(403);
    expect(right.body.error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(sessionCookieFrom(right.headers['set-cookie'])).toBeUndefined();
    expect((await login(member.email!, 'Wrong-Password-1')).body.error.code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses sign-in to a disabled (suspended) member with ACCOUNT_SUSPENDED and treats their live session as signed out', async () => {
    const member = await createMember(app);
    const token = sessionCookieFrom((await login(member.email!, member.password)).headers['set-cookie'])!;
    await app.pool.query('update community.users set disabled_at = now() where id = $1', [member.id]);
    const response = await login(member.email!, member.password);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('ACCOUNT_SUSPENDED');
    expect((await whoAmI(token)).status).toBe(401);
  });

  it('refuses an imported reader account without email or password', async () => {
    await app.pool.query("insert into community.users (external_id, first_name) values ('reader-1', 'Imported')");
    const response = await login('reader-1@example.org', GOOD_PASSWORD);
    expect(response.status).toBe(401);
  });

  it('rotates the session id on sign-in and ends the session the browser held before', async () => {
    const member = await createMember(app);
    const first = sessionCookieFrom((await login(member.email!, member.password)).headers['set-cookie'])!;
    const second = sessionCookieFrom((await login(member.email!, member.password, first)).headers['set-cookie'])!;
    expect(second).not.toBe(first);
    expect((await whoAmI(first)).status).toBe(401);
    expect((await whoAmI(second)).status).toBe(200);
  });

  it('POST /api/auth/logout answers 204 and the old cookie no longer works server-side', async () => {
    const member = await createMember(app);
    const token = sessionCookieFrom((await login(member.email!, member.password)).headers['set-cookie'])!;
    const response = await app.agent().post('/api/auth/logout').set('Cookie', `sid=${token}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(([] as string[]).concat(response.headers['set-cookie'] ?? []).join()).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((await whoAmI(token)).status).toBe(401);
  });

  it('GET /api/logout ends the session and redirects to /', async () => {
    const member = await createMember(app);
    const token = sessionCookieFrom((await login(member.email!, member.password)).headers['set-cookie'])!;
    const response = await app.bare.get('/api/logout').set('Cookie', `sid=${token}`).redirects(0);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/');
    expect((await whoAmI(token)).status).toBe(401);
  });

  it('ends a session left idle past the idle timeout', async () => {
    const member = await createMember(app);
    const token = sessionCookieFrom((await login(member.email!, member.password)).headers['set-cookie'])!;
    const start = now;
    try {
      now = start + app.config.session.idleMs - MINUTE;
      expect((await whoAmI(token)).status).toBe(200);
      now += app.config.session.idleMs + MINUTE;
      expect((await whoAmI(token)).status).toBe(401);
    } finally {
      now = start;
    }
  });

  it('ends an active session at its absolute lifetime', async () => {
    const member = await createMember(app);
    const token = sessionCookieFrom((await login(member.email!, member.password)).headers['set-cookie'])!;
    const start = now;
    try {
      // Active every half idle period, so only the absolute limit can end it.
      const step = app.config.session.idleMs / 2;
      for (now = start + step; now < start + app.config.session.maxAgeMs - step; now += step) {
        expect((await whoAmI(token)).status).toBe(200);
      }
      now = start + app.config.session.maxAgeMs;
      expect((await whoAmI(token)).status).toBe(401);
    } finally {
      now = start;
    }
  });

  it('ignores a forged or malformed session cookie', async () => {
    for (const cookie of ['A'.repeat(43), 'garbage', '%E0%A4%A']) {
      expect((await whoAmI(cookie)).status).toBe(401);
    }
  });
});

describe('the session cookie in production', () => {
  it('is called __Host-sid and marked Secure', async () => {
    const database = await createMigratedDatabase();
    const app = await startTestApp({ databaseUrl: database.url, nodeEnv: 'production' });
    try {
      const member = await createMember(app);
      const response = await app.agent().post('/api/auth/login').send({ email: member.email, password: member.password });
      const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).join();
      expect(cookie).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Domain=/);
      expect(response.headers['strict-transport-security']).toBeDefined();
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
