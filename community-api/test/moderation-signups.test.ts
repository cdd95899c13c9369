import { describe, expect, it } from 'vitest';
import { createMember, GOOD_PASSWORD, signedInAgent } from './support/members.js';
import { useMailSuiteApp } from './support/suite.js';

describe('fewer spam accounts: one account per mailbox, registrations limited per address provider (docs/rules.md "Moderation")', () => {
  const suite = useMailSuiteApp({ rateLimits: { registerDomain: { points: 3, durationSeconds: 3600 } } });

  const register = (email: string) =>
    suite.app.agent().post('/api/auth/register').send({ email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, firstName: 'Ada', lastName: 'Lovelace' });
  const accountsOf = async (...emails: string[]) =>
    (await suite.app.pool.query('select email, mailbox_key from community.users where email = any($1::text[]) order by created_at', [emails])).rows;

  it('keeps one Gmail account however dots, +tags and googlemail.com spell it, and mails the address as typed', async () => {
    expect((await register('Jane.Doe+news@gmail.com')).status).toBe(201);
    await suite.mail.next('jane.doe+news@gmail.com');
    expect((await register('janedoe@googlemail.com')).status).toBe(201);
    expect((await register('j.a.n.e.doe+other@gmail.com')).status).toBe(201);
    expect(await accountsOf('jane.doe+news@gmail.com', 'janedoe@googlemail.com', 'j.a.n.e.doe+other@gmail.com')).toEqual([
      { email: 'jane.doe+news@gmail.com', mailbox_key: 'janedoe@gmail.com' },
    ]);
    // The second registration of the mailbox mails the account's own address again.
    const mail = await suite.mail.next('jane.doe+news@gmail.com');
    expect(mail.to).toEqual(['jane.doe+news@gmail.com']);
  });

  it('ignores +tags but not dots at providers that only ignore tags, and neither elsewhere', async () => {
    await register('sam+shop@outlook.com');
    await register('sam@outlook.com');
    await register('s.am@outlook.com');
    expect((await accountsOf('sam+shop@outlook.com', 'sam@outlook.com', 's.am@outlook.com')).map((row) => row.email)).toEqual(['sam+shop@outlook.com', 's.am@outlook.com']);
    await register('kim+a@example.org');
    await register('kim@example.org');
    expect(await accountsOf('kim+a@example.org', 'kim@example.org')).toHaveLength(2);
  });

  it('limits registrations per address provider per hour (429 RATE_LIMITED with Retry-After); other providers go on', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await register(`bot${index}@burst.example`)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await register('bot9@burst.example');
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register('someone@quiet.example')).status).toBe(201);
  });

  it('mails a suspended member a notice in their language', async () => {
    const { agent: admin } = await signedInAgent(suite.app, 'SUPER_USER');
    const members = await Promise.all((['en', 'de', 'it'] as const).map((locale) => createMember(suite.app, { locale })));
    const response = await admin.post('/api/admin/users/moderate').send({ userIds: members.map((member) => member.id), action: 'suspend' });
    expect(response.body.data.done).toHaveLength(3);
    const texts = await Promise.all(members.map(async (member) => (await suite.mail.next(member.email!)).text));
    expect(texts[0]).toContain('An administrator suspended your Starshelf account');
    expect(texts[1]).toContain('hat dein Starshelf-Konto gesperrt');
    expect(texts[2]).toContain('ha sospeso il tuo account Starshelf');
  });
});
