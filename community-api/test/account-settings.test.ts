import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { linkTokenFrom } from './support/mail-capture.js';
import { createMember, sessionCookieFrom, uniqueEmail } from './support/members.js';
import { useMailSuiteApp } from './support/suite.js';

const MINUTE = 60_000;
const NEW_PASSWORD = 'Brand-New-Pass-77!';

describe('changing the password and the email address', () => {
  let now = Date.now();
  const suite = useMailSuiteApp({ clock: () => new Date(now) });

  const login = (email: string, password: string) => suite.app.agent().post('/api/auth/login').send({ email, password });
  const sessionOf = async (email: string, password: string) => sessionCookieFrom((await login(email, password)).headers['set-cookie'])!;
  const as = (cookie: string) => ({
    get: (path: string) => suite.app.agent().get(path).set('Cookie', `sid=${cookie}`),
    post: (path: string, body: object) => suite.app.agent().post(path).set('Cookie', `sid=${cookie}`).send(body),
  });
  const changePassword = (cookie: string, currentPassword: string, password = NEW_PASSWORD) =>
    as(cookie).post('/api/auth/password', { currentPassword, password, confirmPassword: password });
  const changeEmail = (cookie: string, email: string, currentPassword: string) => as(cookie).post('/api/auth/email', { email, currentPassword });
  const confirmEmail = (token: string) => suite.app.agent().post('/api/auth/email/confirm').send({ token });

  describe('POST /api/auth/password', () => {
    it('changes the password, keeps this session, ends the others and mails a notice', async () => {
      const member = await createMember(suite.app, { locale: 'it' });
      const here = await sessionOf(member.email!, member.password);
      const elsewhere = await sessionOf(member.email!, member.password);
      const response = await changePassword(here, member.password);
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      expect((await as(here).get('/api/auth/user')).status).toBe(200);
      expect((await as(elsewhere).get('/api/auth/user')).status).toBe(401);
      expect((await login(member.email!, member.password)).body.error.code).toBe('INVALID_CREDENTIALS');
      expect((await login(member.email!, NEW_PASSWORD)).status).toBe(200);
      expect((await suite.mail.next(member.email!)).text).toContain('La password del tuo account Starshelf è appena stata cambiata');
    });

    it('answers a wrong current password with 401 INVALID_CREDENTIALS and changes nothing', async () => {
      const member = await createMember(suite.app);
      const here = await sessionOf(member.email!, member.password);
      const elsewhere = await sessionOf(member.email!, member.password);
      const response = await changePassword(here, 'Not-The-Password-1');
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('INVALID_CREDENTIALS');
      expect((await as(elsewhere).get('/api/auth/user')).status).toBe(200);
      expect((await login(member.email!, member.password)).status).toBe(200);
    });

    it('applies the password policy and needs the current password', async () => {
      const member = await createMember(suite.app);
      const here = await sessionOf(member.email!, member.password);
      const weak = await changePassword(here, member.password, 'weak');
      expect(weak.status).toBe(400);
      expect(weak.body.error.details).toContainEqual({ path: 'body.password', message: 'password is too weak' });
      const missing = await as(here).post('/api/auth/password', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(missing.body.error.details).toContainEqual({ path: 'body.currentPassword', message: 'please enter your current password' });
    });

    it('voids a reset link asked for before the change', async () => {
      const member = await createMember(suite.app);
      const here = await sessionOf(member.email!, member.password);
      await suite.app.agent().post('/api/auth/password-reset').send({ email: member.email });
      const resetToken = linkTokenFrom(await suite.mail.next(member.email!), '/reset-password');
      expect((await changePassword(here, member.password)).status).toBe(204);
      const reset = await suite.app.agent().post('/api/auth/password-reset/confirm').send({ token: resetToken, password: 'Sneaky-Reset-11!', confirmPassword: 'Sneaky-Reset-11!' });
      expect(reset.body.error.code).toBe('TOKEN_INVALID');
    });

    it('voids a pending email change: whoever knew the old password cannot move the account afterwards', async () => {
      const member = await createMember(suite.app);
      const intruder = await sessionOf(member.email!, member.password);
      const intrudersAddress = uniqueEmail('intruder');
      expect((await changeEmail(intruder, intrudersAddress, member.password)).status).toBe(202);
      const token = linkTokenFrom(await suite.mail.next(intrudersAddress), '/confirm-email');

      const owner = await sessionOf(member.email!, member.password);
      expect((await changePassword(owner, member.password)).status).toBe(204);
      expect((await confirmEmail(token)).body.error.code).toBe('TOKEN_INVALID');
      expect((await as(owner).get('/api/auth/user')).body.data.email).toBe(member.email);
    });

    it('limits guesses of the current password per member (10 per 15 minutes)', async () => {
      const member = await createMember(suite.app);
      const here = await sessionOf(member.email!, member.password);
      for (let attempt = 0; attempt < 10; attempt += 1) expect((await changePassword(here, 'Wrong-Guess-123!')).status).toBe(401);
      const limited = await changePassword(here, member.password);
      expect(limited.status).toBe(429);
      expect((await login(member.email!, member.password)).status).toBe(200);
    });
  });

  describe('POST /api/auth/email', () => {
    it('changes the address only when the link mailed to the new one is used', async () => {
      const member = await createMember(suite.app);
      const oldEmail = member.email!;
      const newEmail = uniqueEmail('moved');
      const here = await sessionOf(oldEmail, member.password);
      const response = await changeEmail(here, newEmail, member.password);
      expect(response.status).toBe(202);
      expect(response.body).toEqual({ success: true, data: { accepted: true } });

      const notice = await suite.mail.next(oldEmail);
      expect(notice.text).toContain('about to change');
      expect(notice.text).not.toContain('/confirm-email');
      const token = linkTokenFrom(await suite.mail.next(newEmail), '/confirm-email');

      // Until then: nothing changed, the old address signs in, the new one does not.
      expect((await as(here).get('/api/auth/user')).body.data.email).toBe(oldEmail);
      expect((await login(oldEmail, member.password)).status).toBe(200);
      expect((await login(newEmail, member.password)).status).toBe(401);

      // Opened in the member's own signed-in browser, which stays signed in (decision 106).
      const confirmed = await as(here).post('/api/auth/email/confirm', { token });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toMatchObject({ id: member.id, email: newEmail });
      expect((await as(here).get('/api/auth/user')).body.data.email).toBe(newEmail);
      expect((await login(newEmail, member.password)).status).toBe(200);
      expect((await login(oldEmail, member.password)).status).toBe(401);
      expect((await confirmEmail(token)).body.error.code).toBe('TOKEN_INVALID');
    });

    it('answers a wrong current password with 401 and mails nobody', async () => {
      const member = await createMember(suite.app);
      const newEmail = uniqueEmail('never');
      const here = await sessionOf(member.email!, member.password);
      const response = await changeEmail(here, newEmail, 'Not-The-Password-1');
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('INVALID_CREDENTIALS');
      await sleep(300);
      expect(suite.mail.messages.filter((message) => message.to.includes(newEmail))).toEqual([]);
    });

    it('refuses the address the member already has', async () => {
      const member = await createMember(suite.app);
      const here = await sessionOf(member.email!, member.password);
      const response = await changeEmail(here, member.email!.toUpperCase(), member.password);
      expect(response.status).toBe(400);
      expect(response.body.error.details).toContainEqual({ path: 'body.email', message: 'this is already your address' });
    });

    it("answers a taken address like a free one, sends its owner no link and changes nothing", async () => {
      const member = await createMember(suite.app);
      const other = await createMember(suite.app);
      const here = await sessionOf(member.email!, member.password);
      const free = await changeEmail(here, uniqueEmail('free'), member.password);
      const taken = await changeEmail(here, other.email!, member.password);
      expect(taken.status).toBe(free.status);
      expect(taken.body).toEqual(free.body);
      const toOwner = await suite.mail.next(other.email!);
      expect(toOwner.text).toContain('already belongs to an account');
      expect(toOwner.text).not.toContain('/confirm-email');
      expect((await as(here).get('/api/auth/user')).body.data.email).toBe(member.email);
    });

    it('answers 409 CONFLICT when the new address was taken before the link was used', async () => {
      const member = await createMember(suite.app);
      const newEmail = uniqueEmail('contested');
      const here = await sessionOf(member.email!, member.password);
      await changeEmail(here, newEmail, member.password);
      const token = linkTokenFrom(await suite.mail.next(newEmail), '/confirm-email');
      await createMember(suite.app, { email: newEmail });
      const response = await confirmEmail(token);
      expect(response.status).toBe(409);
      expect(response.body.error.code).toBe('CONFLICT');
      expect((await as(here).get('/api/auth/user')).body.data.email).toBe(member.email);
    });

    it('refuses an expired link with TOKEN_EXPIRED, and forged or hostile tokens', async () => {
      const member = await createMember(suite.app);
      const newEmail = uniqueEmail('late');
      const here = await sessionOf(member.email!, member.password);
      await changeEmail(here, newEmail, member.password);
      const token = linkTokenFrom(await suite.mail.next(newEmail), '/confirm-email');
      const start = now;
      try {
        now = start + 30 * MINUTE;
        expect((await confirmEmail(token)).body.error.code).toBe('TOKEN_EXPIRED');
      } finally {
        now = start;
      }
      expect((await confirmEmail('A'.repeat(43))).body.error.code).toBe('TOKEN_INVALID');
      for (const hostile of ['y'.repeat(50_000), 'a\u0000b']) {
        const response = await confirmEmail(hostile);
        expect(response.status).toBe(400);
        expect(response.body.error.code).toBe('VALIDATION_FAILED');
      }
    });
  });

  it('needs a signed-in member for both changes', async () => {
    expect((await suite.app.agent().post('/api/auth/password').send({})).status).toBe(401);
    expect((await suite.app.agent().post('/api/auth/email').send({})).status).toBe(401);
  });

  it('refuses cross-site requests to every new mutation (CSRF), even with a valid session', async () => {
    const member = await createMember(suite.app);
    const cookie = await sessionOf(member.email!, member.password);
    const calls = [
      ['post', '/api/auth/password'],
      ['post', '/api/auth/email'],
      ['post', '/api/auth/email/confirm'],
      ['post', '/api/auth/email/undo'],
      ['delete', '/api/auth/sessions'],
      ['delete', `/api/auth/sessions/${crypto.randomUUID()}`],
    ] as const;
    for (const [method, path] of calls) {
      const response = await suite.app.bare[method](path).set('Origin', 'https://evil.example').set('Cookie', `sid=${cookie}`).send({});
      expect(response.status, path).toBe(403);
      expect(response.body.error.code).toBe('CSRF');
    }
    expect((await as(cookie).get('/api/auth/user')).status).toBe(200);
  });
});
