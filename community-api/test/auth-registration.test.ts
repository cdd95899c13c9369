import { describe, expect, it } from 'vitest';
import { tokenFrom } from './support/mail-capture.js';
import { GOOD_PASSWORD, createMember, sessionCookieFrom, uniqueEmail } from './support/members.js';
import { useMailSuiteApp } from './support/suite.js';

const MINUTE = 60_000;

describe('registration and email verification', () => {
  // Starts at the real time: the client's cookie jar judges cookie expiry by the real clock.
  let now = Date.now();
  // No Redis here: mail goes out in-process, the path `npm start` takes without REDIS_URL.
  const suite = useMailSuiteApp({ clock: () => new Date(now) });

  // `browser` keeps its cookies: a link opened in the browser that registered applies that registration.
  const register = (email: string, extra: Record<string, unknown> = {}, browser = suite.app.agent()) =>
    browser.post('/api/auth/register').send({ email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, firstName: 'Ada', lastName: 'Lovelace', ...extra });

  it('registers an unverified member and answers 201 with verificationRequired', async () => {
    const email = uniqueEmail();
    const response = await register(email);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, data: { email, verificationRequired: true } });
    expect(sessionCookieFrom(response.headers['set-cookie'])).toBeUndefined();
    const { rows } = await suite.app.pool.query('select role, email_verified_at, password_hash from community.users where email = $1', [email]);
    expect(rows[0].role).toBe('NORMAL_USER');
    expect(rows[0].email_verified_at).toBeNull();
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('stores the email lower-cased and treats case variants as the same account', async () => {
    const email = uniqueEmail();
    await register(email.toUpperCase());
    await suite.mail.next(email);
    const again = await register(email.replace('member', 'MEMBER'));
    expect(again.status).toBe(201);
    const { rows } = await suite.app.pool.query('select count(*)::int as n from community.users where lower(email) = $1', [email]);
    expect(rows[0].n).toBe(1);
  });

  it('mails a verification link in the chosen language that signs the member in', async () => {
    const email = uniqueEmail();
    const client = suite.app.agent();
    await register(email, { locale: 'de' }, client);
    const message = await suite.mail.next(email);
    expect(message.text).toContain('Hallo Ada Lovelace');
    expect(message.text).toContain('http://localhost:3000/verify-email?token=');
    const response = await client.post('/api/auth/verify-email').send({ token: tokenFrom(message) });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ email, role: 'NORMAL_USER', firstName: 'Ada', displayName: 'Ada Lovelace' });
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(email);
  });

  it.each(['it', 'en'] as const)('writes the verification mail in %s too', async (locale) => {
    const email = uniqueEmail();
    await register(email, { locale });
    const message = await suite.mail.next(email);
    expect(message.text).toContain(locale === 'it' ? 'Ciao Ada Lovelace' : 'Hello Ada Lovelace');
  });

  it('takes the language from Accept-Language when the body names none, and stores it', async () => {
    const email = uniqueEmail();
    const response = await register(email).set('Accept-Language', 'fr;q=1, de;q=0.8, en;q=0.5');
    expect(response.status).toBe(201);
    expect((await suite.mail.next(email)).text).toContain('Hallo Ada Lovelace');
    const { rows } = await suite.app.pool.query('select locale from community.users where email = $1', [email]);
    expect(rows[0].locale).toBe('de');
  });

  it("prefers the body's locale to the language cookie and Accept-Language", async () => {
    const email = uniqueEmail();
    await register(email, { locale: 'it' }).set('Cookie', 'language=de').set('Accept-Language', 'de');
    expect((await suite.mail.next(email)).text).toContain('Ciao Ada Lovelace');
  });

  it('answers a second registration of a verified member exactly like a new one and mails "already have an account"', async () => {
    const member = await createMember(suite.app);
    const fresh = await register(uniqueEmail('fresh'));
    const known = await register(member.email!);
    expect(known.status).toBe(fresh.status);
    expect(Object.keys(known.body.data)).toEqual(Object.keys(fresh.body.data));
    expect(known.body).toEqual({ success: true, data: { email: member.email, verificationRequired: true } });
    // Both set a fresh registration cookie of the same shape (decision 106): no tell there either.
    const cookieShape = (response: typeof known) => String(response.headers['set-cookie']).replace(/=[A-Za-z0-9_-]{43};/, '=<random>;').replace(/Expires=[^;]+/, 'Expires=<date>');
    expect(cookieShape(known)).toBe(cookieShape(fresh));
    expect(cookieShape(known)).toMatch(/^registration=<random>; Path=\/; Expires=<date>; HttpOnly; SameSite=Strict$/);
    const message = await suite.mail.next(member.email!);
    expect(message.text).toContain('already have an account');
    expect(message.text).not.toContain('verify-email');
    // The account, and its password, are untouched.
    const login = await suite.app.agent().post('/api/auth/login').send({ email: member.email, password: member.password });
    expect(login.status).toBe(200);
  });

  it('refuses a token that is used twice', async () => {
    const email = uniqueEmail();
    const browser = suite.app.agent();
    await register(email, {}, browser);
    const token = tokenFrom(await suite.mail.next(email));
    expect((await browser.post('/api/auth/verify-email').send({ token })).status).toBe(200);
    const reuse = await suite.app.agent().post('/api/auth/verify-email').send({ token, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error.code).toBe('TOKEN_INVALID');
  });

  it('refuses a forged token', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token', 'x']) {
      const response = await suite.app.agent().post('/api/auth/verify-email').send({ token });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('TOKEN_INVALID');
    }
  });

  it('accepts a link at 29 minutes and refuses one at 30 minutes with TOKEN_EXPIRED', async () => {
    const early = uniqueEmail('early');
    const earlyBrowser = suite.app.agent();
    await register(early, {}, earlyBrowser);
    const earlyToken = tokenFrom(await suite.mail.next(early));
    const late = uniqueEmail('late');
    const lateBrowser = suite.app.agent();
    await register(late, {}, lateBrowser);
    const lateToken = tokenFrom(await suite.mail.next(late));
    const start = now;
    try {
      now = start + 29 * MINUTE + 59_000;
      expect((await earlyBrowser.post('/api/auth/verify-email').send({ token: earlyToken })).status).toBe(200);
      now = start + 30 * MINUTE;
      const expired = await lateBrowser.post('/api/auth/verify-email').send({ token: lateToken });
      expect(expired.status).toBe(400);
      expect(expired.body.error.code).toBe('TOKEN_EXPIRED');
    } finally {
      now = start;
    }
  });

  it('answers resend-verification 202 for known, unknown and verified addresses alike', async () => {
    const unverified = uniqueEmail('pending');
    await register(unverified);
    await suite.mail.next(unverified);
    const verified = await createMember(suite.app);
    const answers = await Promise.all(
      [unverified, uniqueEmail('nobody'), verified.email!].map((email) => suite.app.agent().post('/api/auth/resend-verification').send({ email })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual(answers[0]!.body);
    }
    await suite.mail.next(unverified);
  });

  it('invalidates the older link when a new one is sent', async () => {
    const email = uniqueEmail();
    const browser = suite.app.agent();
    await register(email, {}, browser);
    const first = tokenFrom(await suite.mail.next(email));
    await suite.app.agent().post('/api/auth/resend-verification').send({ email });
    const second = tokenFrom(await suite.mail.next(email));
    expect(second).not.toBe(first);
    const old = await browser.post('/api/auth/verify-email').send({ token: first });
    expect(old.body.error.code).toBe('TOKEN_INVALID');
    expect((await browser.post('/api/auth/verify-email').send({ token: second })).status).toBe(200);
  });

  it('answers 400 with field details for a policy failure', async () => {
    const response = await register(uniqueEmail(), { password: 'short', confirmPassword: 'short' });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.body.error.details).toContainEqual({ path: 'body.password', message: 'password is too weak' });
  });

  it.each([
    ['11 characters', 'Abcdefgh1!x', false],
    ['12 characters', 'Abcdefgh1!xy', true],
    ['no upper case', 'abcdefgh1!xy', false],
    ['no lower case', 'ABCDEFGH1!XY', false],
    ['no number', 'Abcdefghi!xy', false],
    ['no special character', 'Abcdefgh12xy', false],
  ])('applies the password policy: %s', async (_case, password, isAccepted) => {
    const response = await register(uniqueEmail(), { password, confirmPassword: password });
    expect(response.status).toBe(isAccepted ? 201 : 400);
  });

  it('refuses a confirmation that does not match', async () => {
    const response = await register(uniqueEmail(), { confirmPassword: `${GOOD_PASSWORD}x` });
    expect(response.status).toBe(400);
    expect(response.body.error.details).toContainEqual({ path: 'body.confirmPassword', message: 'passwords do not match' });
  });
});
