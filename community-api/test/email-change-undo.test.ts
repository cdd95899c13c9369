import { describe, expect, it } from 'vitest';
import { linkTokenFrom } from './support/mail-capture.js';
import { createMember, sessionCookieFrom, uniqueEmail } from './support/members.js';
import { useMailSuiteApp } from './support/suite.js';

const DAY = 24 * 3_600_000;
const OWNERS_NEW_PASSWORD = 'Taken-Back-Again-9!';
const ATTACKERS_NEW_PASSWORD = 'Intruder-Changed-It-3?';

/**
 * Confirming an email change ends the member's other sessions, and the old address gets a
 * link that undoes the change for 7 days. The attacker of these tests holds a stolen session and the
 * password (an email change needs both), and a mailbox of their own.
 */
describe('email change: other sessions end, and the old address can undo it', () => {
  let now = Date.now();
  const suite = useMailSuiteApp({ clock: () => new Date(now) });

  const login = (email: string, password: string) => suite.app.agent().post('/api/auth/login').send({ email, password });
  const sessionOf = async (email: string, password: string) => sessionCookieFrom((await login(email, password)).headers['set-cookie'])!;
  const as = (cookie?: string) => {
    const agent = suite.app.agent();
    if (cookie) agent.set('Cookie', `sid=${cookie}`);
    return agent;
  };
  const isSignedIn = async (cookie: string) => (await as(cookie).get('/api/auth/user')).status === 200;
  const requestChange = (cookie: string, email: string, currentPassword: string) => as(cookie).post('/api/auth/email').send({ email, currentPassword });
  const confirmLink = async (to: string) => linkTokenFrom(await suite.mail.next(to), '/confirm-email');
  const undo = (token: string, cookie?: string) => as(cookie).post('/api/auth/email/undo').send({ token });

  /** The attack: with the member's session and password, move the account to `intruders` and confirm it there. */
  const moveAway = async (member: { email: string | null; password: string }, intruders: string) => {
    now += 1_000;
    const attacker = await sessionOf(member.email!, member.password);
    expect((await requestChange(attacker, intruders, member.password)).status).toBe(202);
    await suite.mail.next(member.email!); // the "about to change" notice
    expect((await as(attacker).post('/api/auth/email/confirm').send({ token: await confirmLink(intruders) })).status).toBe(200);
    const undoMail = await suite.mail.next(member.email!);
    return { attacker, undoMail, undoToken: linkTokenFrom(undoMail, '/undo-email-change') };
  };

  it("ends every other session of the member when the change is confirmed, keeping only the confirming browser's own", async () => {
    const member = await createMember(suite.app);
    const bystander = await createMember(suite.app);
    const here = await sessionOf(member.email!, member.password);
    const phone = await sessionOf(member.email!, member.password);
    const bystandersSession = await sessionOf(bystander.email!, bystander.password);
    const newEmail = uniqueEmail('moved');
    await requestChange(here, newEmail, member.password);
    const confirmed = await as(here).post('/api/auth/email/confirm').send({ token: await confirmLink(newEmail) });
    expect(confirmed.status).toBe(200);
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);

    // Opened in a browser signed in as somebody else: every session of the member ends, theirs stays.
    const again = uniqueEmail('again');
    await requestChange(here, again, member.password);
    expect((await as(bystandersSession).post('/api/auth/email/confirm').send({ token: await confirmLink(again) })).status).toBe(200);
    expect(await isSignedIn(here)).toBe(false);
    expect(await isSignedIn(bystandersSession)).toBe(true);
  });

  it('mails the old address, in the member\'s language, a link that undoes the change for 7 days', async () => {
    const member = await createMember(suite.app, { locale: 'de' });
    const { undoMail } = await moveAway(member, uniqueEmail('intruder'));
    expect(undoMail.to).toEqual([member.email]);
    expect(undoMail.text).toContain('Änderung rückgängig machen');
    expect(undoMail.text).toContain('7 Tage');
    expect(undoMail.text).toContain('http://localhost:3000/undo-email-change?token=');
  });

  it("gives the account back to the old address: every session ends, the attacker's included, and the password that made the change stops working", async () => {
    const member = await createMember(suite.app);
    const intruders = uniqueEmail('intruder');
    const ownersOtherSession = await sessionOf(member.email!, member.password);
    const { attacker, undoToken } = await moveAway(member, intruders);
    expect(await isSignedIn(attacker)).toBe(true);

    const undone = await undo(undoToken);
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ success: true, data: { email: member.email } });
    expect(await isSignedIn(attacker)).toBe(false);
    expect(await isSignedIn(ownersOtherSession)).toBe(false);
    for (const address of [member.email!, intruders]) expect((await login(address, member.password)).status).toBe(401);

    // The owner takes the account back through "forgot password" on the restored address.
    await suite.app.agent().post('/api/auth/password-reset').send({ email: member.email });
    const resetToken = linkTokenFrom(await suite.mail.next(member.email!), '/reset-password');
    const reset = await suite.app.agent().post('/api/auth/password-reset/confirm').send({ token: resetToken, password: OWNERS_NEW_PASSWORD, confirmPassword: OWNERS_NEW_PASSWORD });
    expect(reset.body.data).toMatchObject({ id: member.id, email: member.email });
    expect((await login(member.email!, OWNERS_NEW_PASSWORD)).status).toBe(200);
  });

  it('signs out the browser that undoes too, and clears its cookie', async () => {
    const member = await createMember(suite.app);
    const here = await sessionOf(member.email!, member.password);
    const newEmail = uniqueEmail('second-thoughts');
    await requestChange(here, newEmail, member.password);
    await suite.mail.next(member.email!);
    await as(here).post('/api/auth/email/confirm').send({ token: await confirmLink(newEmail) });
    const undoToken = linkTokenFrom(await suite.mail.next(member.email!), '/undo-email-change');
    const response = await undo(undoToken, here);
    expect(response.status).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(await isSignedIn(here)).toBe(false);
  });

  it('works once, for 7 days, and only as an undo link', async () => {
    const member = await createMember(suite.app);
    const first = await moveAway(member, uniqueEmail('intruder'));
    expect((await undo('A'.repeat(43))).body.error.code).toBe('TOKEN_INVALID');
    const start = now;
    try {
      now = start + 7 * DAY - 60_000;
      expect((await undo(first.undoToken)).status).toBe(200);
      expect((await undo(first.undoToken)).body.error.code).toBe('TOKEN_INVALID');
    } finally {
      now = start;
    }

    const other = await createMember(suite.app);
    const second = await moveAway(other, uniqueEmail('intruder'));
    // An undo link does not confirm an email change, and is not spent by the attempt.
    expect((await as().post('/api/auth/email/confirm').send({ token: second.undoToken })).body.error.code).toBe('TOKEN_INVALID');
    const { rows } = await suite.app.pool.query("select purpose from community.verification_tokens where user_id = $1 and used_at is null", [other.id]);
    expect(rows).toEqual([{ purpose: 'email-undo' }]);
    const issuedAt = now;
    try {
      now = issuedAt + 7 * DAY;
      const expired = await undo(second.undoToken);
      expect(expired.status).toBe(400);
      expect(expired.body.error.code).toBe('TOKEN_EXPIRED');
    } finally {
      now = issuedAt;
    }
  });

  it('survives everything the attacker can do next: a new password, another move, and undoing their own move', async () => {
    const member = await createMember(suite.app);
    const intruders = uniqueEmail('intruder');
    const { attacker, undoToken } = await moveAway(member, intruders);
    const changed = await as(attacker).post('/api/auth/password').send({ currentPassword: member.password, password: ATTACKERS_NEW_PASSWORD, confirmPassword: ATTACKERS_NEW_PASSWORD });
    expect(changed.status).toBe(204);
    await suite.mail.next(intruders); // "your password was changed"

    const second = uniqueEmail('second');
    now += 1_000;
    await requestChange(attacker, second, ATTACKERS_NEW_PASSWORD);
    await suite.mail.next(intruders);
    expect((await as(attacker).post('/api/auth/email/confirm').send({ token: await confirmLink(second) })).status).toBe(200);
    const attackersOwnUndo = linkTokenFrom(await suite.mail.next(intruders), '/undo-email-change');
    expect((await undo(attackersOwnUndo)).body.data.email).toBe(intruders);

    const undone = await undo(undoToken);
    expect(undone.status).toBe(200);
    expect(undone.body.data.email).toBe(member.email);
    expect(await isSignedIn(attacker)).toBe(false);
    expect((await login(member.email!, ATTACKERS_NEW_PASSWORD)).status).toBe(401);
  });

  it('voids the undo links of later moves when an earlier one is used: the attacker cannot move the account back', async () => {
    const member = await createMember(suite.app);
    const intruders = uniqueEmail('intruder');
    const { attacker, undoToken } = await moveAway(member, intruders);
    const second = uniqueEmail('second');
    now += 1_000;
    await requestChange(attacker, second, member.password);
    await suite.mail.next(intruders);
    await as(attacker).post('/api/auth/email/confirm').send({ token: await confirmLink(second) });
    const attackersUndo = linkTokenFrom(await suite.mail.next(intruders), '/undo-email-change');

    expect((await undo(undoToken)).body.data.email).toBe(member.email);
    expect((await undo(attackersUndo)).body.error.code).toBe('TOKEN_INVALID');
    const { rows } = await suite.app.pool.query('select email from community.users where id = $1', [member.id]);
    expect(rows[0].email).toBe(member.email);
  });

  it('takes the old address back from an unverified account registered on it meanwhile, but not from a verified one', async () => {
    const squatted = await createMember(suite.app);
    const first = await moveAway(squatted, uniqueEmail('intruder'));
    const squat = await suite.app.agent().post('/api/auth/register').send({ email: squatted.email, password: ATTACKERS_NEW_PASSWORD, confirmPassword: ATTACKERS_NEW_PASSWORD });
    expect(squat.status).toBe(201);
    await suite.mail.next(squatted.email!);
    expect((await undo(first.undoToken)).body.data.email).toBe(squatted.email);
    const { rows } = await suite.app.pool.query('select id from community.users where lower(email) = lower($1)', [squatted.email]);
    expect(rows).toEqual([{ id: squatted.id }]);

    const claimed = await createMember(suite.app);
    const second = await moveAway(claimed, uniqueEmail('intruder'));
    await createMember(suite.app, { email: claimed.email! });
    const conflict = await undo(second.undoToken);
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.code).toBe('CONFLICT');
  });
});
