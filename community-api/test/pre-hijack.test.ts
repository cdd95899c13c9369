import { describe, expect, it } from 'vitest';
import { tokenFrom } from './support/mail-capture.js';
import { GOOD_PASSWORD, uniqueEmail } from './support/members.js';
import { useMailSuiteApp } from './support/suite.js';

const ATTACKER_PASSWORD = 'Attacker-Owns-7!';

/**
 * Issue 15, account pre-hijacking: an attacker registers the victim's address first; the victim
 * then registers and uses their link. Only the registration whose link was used may count.
 */
describe('account pre-hijacking', () => {
  const suite = useMailSuiteApp();

  const register = (email: string, password: string, names: { firstName: string; lastName: string; locale: string }) =>
    suite.app.agent().post('/api/auth/register').send({ email, password, confirmPassword: password, ...names });
  const login = (email: string, password: string) => suite.app.agent().post('/api/auth/login').send({ email, password });
  const verify = (token: string) => suite.app.agent().post('/api/auth/verify-email').send({ token });
  const attacker = { firstName: 'Mallory', lastName: 'Mallet', locale: 'it' };
  const victim = { firstName: 'Vera', lastName: 'Victim', locale: 'de' };

  it("keeps the victim's password, names and language, never the attacker's, once the victim's link is used", async () => {
    const email = uniqueEmail('victim');
    expect((await register(email, ATTACKER_PASSWORD, attacker)).status).toBe(201);
    const attackersLink = tokenFrom(await suite.mail.next(email));
    expect((await register(email, GOOD_PASSWORD, victim)).status).toBe(201);
    const victimsMail = await suite.mail.next(email);
    // The mail of the second registration speaks to its registrant, in their language.
    expect(victimsMail.text).toContain('Hallo Vera Victim');

    const stale = await verify(attackersLink);
    expect(stale.status).toBe(400);
    expect(stale.body.error.code).toBe('TOKEN_INVALID');

    const verified = await verify(tokenFrom(victimsMail));
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ email, firstName: 'Vera', lastName: 'Victim', displayName: 'Vera Victim' });

    const attackersLogin = await login(email, ATTACKER_PASSWORD);
    expect(attackersLogin.status).toBe(401);
    expect(attackersLogin.body.error.code).toBe('INVALID_CREDENTIALS');
    expect((await login(email, GOOD_PASSWORD)).status).toBe(200);
    const { rows } = await suite.app.pool.query('select locale from community.users where email = $1', [email]);
    expect(rows[0].locale).toBe('de');
    // Used once: the attacker's old link stays dead after the verification too.
    expect((await verify(attackersLink)).body.error.code).toBe('TOKEN_INVALID');
  });

  it("a resend asked for by the attacker still carries the victim's registration", async () => {
    const email = uniqueEmail('victim');
    await register(email, ATTACKER_PASSWORD, attacker);
    await suite.mail.next(email);
    await register(email, GOOD_PASSWORD, victim);
    const victimsLink = tokenFrom(await suite.mail.next(email));
    expect((await suite.app.agent().post('/api/auth/resend-verification').send({ email })).status).toBe(202);
    const resent = tokenFrom(await suite.mail.next(email));
    expect(resent).not.toBe(victimsLink);
    expect((await verify(victimsLink)).body.error.code).toBe('TOKEN_INVALID');
    expect((await verify(resent)).status).toBe(200);
    expect((await login(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await login(email, GOOD_PASSWORD)).status).toBe(200);
  });

  it("the attacker's own link, if used, gives the attacker's registration and the victim's registration does not sign in", async () => {
    // The converse: whichever link is used decides, so the rule is the link and not the order.
    const email = uniqueEmail('victim');
    await register(email, GOOD_PASSWORD, victim);
    await suite.mail.next(email);
    await register(email, ATTACKER_PASSWORD, attacker);
    const latest = tokenFrom(await suite.mail.next(email));
    expect((await verify(latest)).body.data.firstName).toBe('Mallory');
    expect((await login(email, GOOD_PASSWORD)).status).toBe(401);
    expect((await login(email, ATTACKER_PASSWORD)).status).toBe(200);
  });
});
