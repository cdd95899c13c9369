import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { linkTokenFrom, tokenFrom } from './support/mail-capture.js';
import { GOOD_PASSWORD, createMember, sessionCookieFrom, uniqueEmail } from './support/members.js';
import { useMailSuiteApp } from './support/suite.js';

const MINUTE = 60_000;
const NEW_PASSWORD = 'Fresh-Start-2026!';
const generous = { points: 1_000_000, durationSeconds: 60 };

describe('password reset', () => {
  // Real time as the base: the client's cookie jar judges expiry by the real clock.
  let now = Date.now();
  // The per-IP buckets are opened up so the per-address limit is what the rate-limit case meets.
  const suite = useMailSuiteApp({
    clock: () => new Date(now),
    rateLimits: { resetIp: generous, loginIp: generous, loginPair: generous },
  });

  const requestReset = (email: string) => suite.app.agent().post('/api/auth/password-reset').send({ email });
  const confirm = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
    suite.app.agent().post('/api/auth/password-reset/confirm').send({ token, password, confirmPassword });
  const login = (email: string, password: string) => suite.app.agent().post('/api/auth/login').send({ email, password });
  const sessionOf = async (email: string, password: string) => sessionCookieFrom((await login(email, password)).headers['set-cookie'])!;
  const whoAmI = (cookie: string) => suite.app.agent().get('/api/auth/user').set('Cookie', `sid=${cookie}`);
  const resetTokenFor = async (email: string) => {
    expect((await requestReset(email)).status).toBe(202);
    return linkTokenFrom(await suite.mail.next(email), '/reset-password');
  };
  /** No mail reaches `email` while the background work of a request has ample time to send one. */
  const expectNoMailTo = async (email: string) => {
    await sleep(400);
    expect(suite.mail.messages.filter((message) => message.to.includes(email))).toEqual([]);
  };

  it('mails a verified member a reset link in their language and answers 202', async () => {
    const member = await createMember(suite.app, { locale: 'de' });
    const response = await requestReset(member.email!);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ success: true, data: { accepted: true } });
    const message = await suite.mail.next(member.email!);
    expect(message.text).toContain('Hallo Test Member');
    expect(message.text).toContain('http://localhost:3000/reset-password?token=');
    expect(message.text).toContain('30 Minuten');
  });

  it('answers an unknown, an unverified and a disabled address exactly alike and mails none of them', async () => {
    const known = await requestReset((await createMember(suite.app)).email!);
    const unverified = await createMember(suite.app, { isVerified: false });
    const disabled = await createMember(suite.app, { isDisabled: true });
    const unknown = uniqueEmail('nobody');
    for (const email of [unknown, unverified.email!, disabled.email!]) {
      const response = await requestReset(email);
      expect(response.status).toBe(known.status);
      expect(response.body).toEqual(known.body);
    }
    await expectNoMailTo(unknown);
    await expectNoMailTo(unverified.email!);
    await expectNoMailTo(disabled.email!);
  });

  it('sets the new password, signs in, and ends every other session; the old password is refused', async () => {
    const member = await createMember(suite.app);
    const phone = await sessionOf(member.email!, member.password);
    const laptop = await sessionOf(member.email!, member.password);
    const token = await resetTokenFor(member.email!);
    const response = await confirm(token).set('Cookie', `sid=${laptop}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: member.id, email: member.email });
    const fresh = sessionCookieFrom(response.headers['set-cookie'])!;
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(laptop);
    expect((await whoAmI(fresh)).status).toBe(200);
    expect((await whoAmI(phone)).status).toBe(401);
    expect((await whoAmI(laptop)).status).toBe(401);
    expect((await login(member.email!, member.password)).body.error.code).toBe('INVALID_CREDENTIALS');
    expect((await login(member.email!, NEW_PASSWORD)).status).toBe(200);
    expect((await suite.mail.next(member.email!)).text).toContain('password of your Starshelf account was just changed');
  });

  it('refuses a used link with TOKEN_INVALID', async () => {
    const member = await createMember(suite.app);
    const token = await resetTokenFor(member.email!);
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token, 'Another-Try-99!');
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('TOKEN_INVALID');
    expect((await login(member.email!, 'Another-Try-99!')).status).toBe(401);
  });

  it('accepts a link at 29 minutes and refuses one at 30 minutes with TOKEN_EXPIRED', async () => {
    const early = await createMember(suite.app);
    const late = await createMember(suite.app);
    const earlyToken = await resetTokenFor(early.email!);
    const lateToken = await resetTokenFor(late.email!);
    const start = now;
    try {
      now = start + 29 * MINUTE + 59_000;
      expect((await confirm(earlyToken)).status).toBe(200);
      now = start + 30 * MINUTE;
      const expired = await confirm(lateToken);
      expect(expired.status).toBe(400);
      expect(expired.body.error.code).toBe('TOKEN_EXPIRED');
      expect((await login(late.email!, late.password)).status).toBe(200);
    } finally {
      now = start;
    }
  });

  it('refuses forged tokens, and a verification link used as a reset link', async () => {
    const email = uniqueEmail('pending');
    const browser = suite.app.agent();
    await browser.post('/api/auth/register').send({ email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
    const verifyToken = tokenFrom(await suite.mail.next(email));
    for (const token of ['A'.repeat(43), 'not-a-token', 'x', verifyToken]) {
      const response = await confirm(token);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('TOKEN_INVALID');
    }
    // The verification link was not spent by the attempt.
    expect((await browser.post('/api/auth/verify-email').send({ token: verifyToken })).status).toBe(200);
  });

  it('refuses hostile tokens with 400 before any lookup', async () => {
    for (const token of ['x'.repeat(100_000), 'abc\u0000def', '']) {
      const response = await confirm(token);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('voids the older link when a newer one is sent', async () => {
    const member = await createMember(suite.app);
    const first = await resetTokenFor(member.email!);
    const second = await resetTokenFor(member.email!);
    expect((await confirm(first)).body.error.code).toBe('TOKEN_INVALID');
    expect((await confirm(second)).status).toBe(200);
  });

  it('applies the password policy and the confirmation, and a refused password keeps the link usable', async () => {
    const member = await createMember(suite.app);
    const token = await resetTokenFor(member.email!);
    const weak = await confirm(token, 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.error.details).toContainEqual({ path: 'body.password', message: 'password is too weak' });
    const mismatch = await confirm(token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.body.error.details).toContainEqual({ path: 'body.confirmPassword', message: 'passwords do not match' });
    expect((await confirm(token)).status).toBe(200);
  });

  it('verifies an account that is unverified by the time its reset link is used (the link proves the address)', async () => {
    const member = await createMember(suite.app);
    const token = await resetTokenFor(member.email!);
    await suite.app.pool.query('update community.users set email_verified_at = null where id = $1', [member.id]);
    expect((await confirm(token)).status).toBe(200);
    expect((await login(member.email!, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a disabled member with TOKEN_INVALID even with a live link', async () => {
    const member = await createMember(suite.app);
    const token = await resetTokenFor(member.email!);
    await suite.app.pool.query('update community.users set disabled_at = now() where id = $1', [member.id]);
    expect((await confirm(token)).body.error.code).toBe('TOKEN_INVALID');
  });

  it('needs a same-origin request for both calls (CSRF)', async () => {
    for (const path of ['/api/auth/password-reset', '/api/auth/password-reset/confirm']) {
      const response = await suite.app.bare.post(path).set('Origin', 'https://evil.example').send({ email: 'a@example.org' });
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('CSRF');
    }
  });

  it('limits requests per address and IP (5 an hour) with 429', async () => {
    const email = uniqueEmail('limited');
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await requestReset(email)).status).toBe(202);
    const limited = await requestReset(email);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
  });
});
