import { describe, expect, it } from 'vitest';
import { tokenFrom } from './support/mail-capture.js';
import { GOOD_PASSWORD, uniqueEmail } from './support/members.js';
import { useMailSuiteApp } from './support/suite.js';
import type { TestAgent } from './support/test-app.js';

const ATTACKER_PASSWORD = 'Attacker-Owns-7!';
const TYPED_ON_THE_PAGE = 'Typed-On-The-Page-5?';

/**
 * Account pre-hijacking: an attacker registers the victim's address first, hoping the
 * victim confirms it. Decision 106: a link applies only what the browser that opens it registered,
 * or a password typed on the link's page; never the first or the latest registration as such.
 */
describe('account pre-hijacking', () => {
  const suite = useMailSuiteApp();

  const register = (browser: TestAgent, email: string, password: string, names: { firstName: string; lastName: string; locale: string }) =>
    browser.post('/api/auth/register').send({ email, password, confirmPassword: password, ...names });
  const login = (email: string, password: string) => suite.app.agent().post('/api/auth/login').send({ email, password });
  const verify = (browser: TestAgent, token: string, password?: string) =>
    browser.post('/api/auth/verify-email').send(password ? { token, password, confirmPassword: password } : { token });
  const attacker = { firstName: 'Mallory', lastName: 'Mallet', locale: 'it' };
  const victim = { firstName: 'Vera', lastName: 'Victim', locale: 'de' };

  it("keeps the victim's password, names and language, never the attacker's, when the victim's browser opens the link", async () => {
    const email = uniqueEmail('victim');
    const attackersBrowser = suite.app.agent();
    const victimsBrowser = suite.app.agent();
    expect((await register(attackersBrowser, email, ATTACKER_PASSWORD, attacker)).status).toBe(201);
    const attackersLink = tokenFrom(await suite.mail.next(email));
    expect((await register(victimsBrowser, email, GOOD_PASSWORD, victim)).status).toBe(201);
    const victimsMail = await suite.mail.next(email);
    // The mail of the second registration speaks to its registrant, in their language.
    expect(victimsMail.text).toContain('Hallo Vera Victim');

    const stale = await verify(victimsBrowser, attackersLink);
    expect(stale.status).toBe(400);
    expect(stale.body.error.code).toBe('TOKEN_INVALID');

    const verified = await verify(victimsBrowser, tokenFrom(victimsMail));
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ email, firstName: 'Vera', lastName: 'Victim', displayName: 'Vera Victim' });

    const attackersLogin = await login(email, ATTACKER_PASSWORD);
    expect(attackersLogin.status).toBe(401);
    expect(attackersLogin.body.error.code).toBe('INVALID_CREDENTIALS');
    expect((await login(email, GOOD_PASSWORD)).status).toBe(200);
    const { rows } = await suite.app.pool.query('select locale from community.users where email = $1', [email]);
    expect(rows[0].locale).toBe('de');
    // Used once: the attacker's old link stays dead after the verification too.
    expect((await verify(victimsBrowser, attackersLink)).body.error.code).toBe('TOKEN_INVALID');
  });

  it("a resend asked for by the attacker still gives the victim's browser the victim's registration", async () => {
    const email = uniqueEmail('victim');
    const victimsBrowser = suite.app.agent();
    await register(suite.app.agent(), email, ATTACKER_PASSWORD, attacker);
    await suite.mail.next(email);
    await register(victimsBrowser, email, GOOD_PASSWORD, victim);
    const victimsLink = tokenFrom(await suite.mail.next(email));
    expect((await suite.app.agent().post('/api/auth/resend-verification').send({ email })).status).toBe(202);
    const resent = tokenFrom(await suite.mail.next(email));
    expect(resent).not.toBe(victimsLink);
    expect((await verify(victimsBrowser, victimsLink)).body.error.code).toBe('TOKEN_INVALID');
    expect((await verify(victimsBrowser, resent)).status).toBe(200);
    expect((await login(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await login(email, GOOD_PASSWORD)).status).toBe(200);
  });

  it("a victim who never registered and opens the attacker's link chooses the password; the attacker's names and password go", async () => {
    const email = uniqueEmail('victim');
    await register(suite.app.agent(), email, ATTACKER_PASSWORD, attacker);
    const link = tokenFrom(await suite.mail.next(email));
    const victimsBrowser = suite.app.agent();

    const asked = await verify(victimsBrowser, link);
    expect(asked.status).toBe(400);
    expect(asked.body.error.code).toBe('PASSWORD_REQUIRED');
    const verified = await verify(victimsBrowser, link, TYPED_ON_THE_PAGE).set('Accept-Language', 'de');
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ email, firstName: null, lastName: null });

    expect((await login(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await login(email, TYPED_ON_THE_PAGE)).status).toBe(200);
    const { rows } = await suite.app.pool.query('select locale from community.users where email = $1', [email]);
    expect(rows[0].locale).toBe('de');
  });

  it('does not let the attacker skip the question by sending a password of their own with a link they do not have', async () => {
    const email = uniqueEmail('victim');
    const attackersBrowser = suite.app.agent();
    await register(attackersBrowser, email, ATTACKER_PASSWORD, attacker);
    await suite.mail.next(email);
    const forged = await verify(attackersBrowser, 'A'.repeat(43), ATTACKER_PASSWORD);
    expect(forged.body.error.code).toBe('TOKEN_INVALID');
    const { rows } = await suite.app.pool.query('select email_verified_at from community.users where email = $1', [email]);
    expect(rows[0].email_verified_at).toBeNull();
  });
});
