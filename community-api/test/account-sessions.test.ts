import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_IDLE_HOURS, type MemberSession } from '@starshelf/contract';
import { createMember, sessionCookieFrom } from './support/members.js';
import { useSuiteApp } from './support/suite.js';
import { createMigratedDatabase } from './support/test-database.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("a member's sessions", () => {
  let now = Date.now();
  const suite = useSuiteApp(createMigratedDatabase, { clock: () => new Date(now) });

  const signIn = async (email: string, password: string, userAgent = 'TestBrowser/1.0') => {
    const response = await suite.app.agent().post('/api/auth/login').set('User-Agent', userAgent).send({ email, password });
    return sessionCookieFrom(response.headers['set-cookie'])!;
  };
  const as = (cookie: string) => ({
    get: (path: string) => suite.app.agent().get(path).set('Cookie', `sid=${cookie}`),
    delete: (path: string) => suite.app.agent().delete(path).set('Cookie', `sid=${cookie}`),
  });
  const listOf = async (cookie: string): Promise<MemberSession[]> => {
    const response = await as(cookie).get('/api/auth/sessions');
    expect(response.status).toBe(200);
    return response.body.data as MemberSession[];
  };

  it('lists the sessions newest first with device and last use; ids are not cookie values', async () => {
    const member = await createMember(suite.app);
    const start = now;
    try {
      const phone = await signIn(member.email!, member.password, 'PhoneBrowser/2');
      now = start + MINUTE;
      const laptop = await signIn(member.email!, member.password, `LaptopBrowser/${'x'.repeat(500)}`);
      const sessions = await listOf(laptop);
      expect(sessions).toHaveLength(2);
      const [newest, oldest] = sessions as [MemberSession, MemberSession];
      expect(newest).toMatchObject({ current: true, createdAt: new Date(start + MINUTE).toISOString(), lastSeenAt: new Date(start + MINUTE).toISOString() });
      expect(newest.userAgent).toHaveLength(300);
      expect(newest.userAgent!.startsWith('LaptopBrowser/')).toBe(true);
      expect(oldest).toMatchObject({ current: false, userAgent: 'PhoneBrowser/2', createdAt: new Date(start).toISOString() });
      for (const session of sessions) {
        expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
        expect([phone, laptop]).not.toContain(session.id);
      }
      expect((await listOf(phone)).map((session) => session.current)).toEqual([false, true]);
    } finally {
      now = start;
    }
  });

  it('ends one other session: its cookie gets 401, this one stays', async () => {
    const member = await createMember(suite.app);
    const other = await signIn(member.email!, member.password);
    const here = await signIn(member.email!, member.password);
    const target = (await listOf(here)).find((session) => !session.current)!;
    const response = await as(here).delete(`/api/auth/sessions/${target.id}`);
    expect(response.status).toBe(204);
    expect((await as(other).get('/api/auth/user')).status).toBe(401);
    expect((await as(here).get('/api/auth/user')).status).toBe(200);
    expect(await listOf(here)).toHaveLength(1);
  });

  it("answers 404 for another member's session and for unknown ids, 400 for ids that are not uuids", async () => {
    const member = await createMember(suite.app);
    const stranger = await createMember(suite.app);
    const here = await signIn(member.email!, member.password);
    const theirs = await signIn(stranger.email!, stranger.password);
    const theirId = (await listOf(theirs))[0]!.id;
    const foreign = await as(here).delete(`/api/auth/sessions/${theirId}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('NOT_FOUND');
    expect((await as(theirs).get('/api/auth/user')).status).toBe(200);
    expect((await as(here).delete(`/api/auth/sessions/${randomUUID()}`)).status).toBe(404);
    for (const id of ['1', 'not-a-uuid', theirs, 'x'.repeat(5_000), "1' or '1'='1"]) {
      const response = await as(here).delete(`/api/auth/sessions/${encodeURIComponent(id)}`);
      expect(response.status, id).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('ending the current session by its id signs this browser out', async () => {
    const member = await createMember(suite.app);
    const here = await signIn(member.email!, member.password);
    const mine = (await listOf(here))[0]!;
    const response = await as(here).delete(`/api/auth/sessions/${mine.id}`);
    expect(response.status).toBe(204);
    expect(([] as string[]).concat(response.headers['set-cookie'] ?? []).join()).toMatch(/sid=;/);
    expect((await as(here).get('/api/auth/user')).status).toBe(401);
  });

  it('ends every other session at once and keeps the current one', async () => {
    const member = await createMember(suite.app);
    const others = [await signIn(member.email!, member.password), await signIn(member.email!, member.password)];
    const here = await signIn(member.email!, member.password);
    const stranger = await createMember(suite.app);
    const theirs = await signIn(stranger.email!, stranger.password);
    expect((await as(here).delete('/api/auth/sessions')).status).toBe(204);
    for (const cookie of others) expect((await as(cookie).get('/api/auth/user')).status).toBe(401);
    expect((await as(here).get('/api/auth/user')).status).toBe(200);
    expect(await listOf(here)).toHaveLength(1);
    expect((await as(theirs).get('/api/auth/user')).status).toBe(200);
  });

  it('needs a signed-in member', async () => {
    expect((await suite.app.agent().get('/api/auth/sessions')).status).toBe(401);
    expect((await suite.app.agent().delete('/api/auth/sessions')).status).toBe(401);
    expect((await suite.app.agent().delete(`/api/auth/sessions/${randomUUID()}`)).status).toBe(401);
  });

  it(`ends an administrator's session after ${ADMIN_IDLE_HOURS} hours idle; a member's lives on`, async () => {
    const admin = await createMember(suite.app, { role: 'SUPER_USER' });
    const member = await createMember(suite.app);
    const start = now;
    try {
      const adminCookie = await signIn(admin.email!, admin.password);
      const memberCookie = await signIn(member.email!, member.password);
      now = start + ADMIN_IDLE_HOURS * HOUR - MINUTE;
      expect((await as(adminCookie).get('/api/auth/user')).status).toBe(200);
      // Idle counts from the last request: 12 hours after it, the administrator is signed out.
      now += ADMIN_IDLE_HOURS * HOUR + MINUTE;
      expect((await as(adminCookie).get('/api/auth/user')).status).toBe(401);
      expect((await as(memberCookie).get('/api/auth/user')).status).toBe(200);
    } finally {
      now = start;
    }
  });
});
