import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/password.js';
import { createMember, GOOD_PASSWORD, signedInAgent } from './support/members.js';
import { useSuiteApp } from './support/suite.js';
import type { TestAgent } from './support/test-app.js';
import { createMigratedDatabase } from './support/test-database.js';
import type { UserRow } from '../src/db/schema.js';

describe('moderating accounts: filters, select all, suspend, unsuspend, erase, audit (docs/rules.md "Moderation")', () => {
  const suite = useSuiteApp(createMigratedDatabase);
  let admin: TestAgent;
  let adminUser: UserRow;

  beforeAll(async () => {
    ({ agent: admin, user: adminUser } = await signedInAgent(suite.app, 'SUPER_USER'));
  });

  /** `count` accounts named after `label`, created `hoursAgo`, each with a book review; one password hash for all. */
  const wave = async (label: string, count: number, hoursAgo = 0): Promise<string[]> => {
    const passwordHash = await hashPassword(GOOD_PASSWORD);
    const { rows } = await suite.app.pool.query<{ id: string }>(
      `insert into community.users (email, password_hash, first_name, email_verified_at, created_at)
       select $1 || '-' || n || '@spam.example', $2, 'Bot', now(), now() - make_interval(hours => $4) from generate_series(1, $3) n
       returning id`,
      [label, passwordHash, count, hoursAgo],
    );
    const ids = rows.map((row) => row.id);
    await suite.app.pool.query(`insert into community.book_ratings (user_id, book_id, rating, review) select id, 9001, 5, 'cheap pills ' || $2 from unnest($1::uuid[]) id`, [ids, label]);
    return ids;
  };
  const hiddenOf = async (ids: string[]) =>
    (await suite.app.pool.query('select user_id, hidden_for, hidden_reason from community.book_ratings where user_id = any($1::uuid[]) order by user_id', [ids])).rows;

  it('deals with 100 spam accounts and their reviews in three actions: filter, select all, suspend', async () => {
    const spam = await wave('wave-a', 100);
    const { agent: bot } = await signedInAgent(suite.app);
    // 1. filter
    const listed = await admin.get('/api/admin/users?q=wave-a&limit=20');
    expect(listed.body.data).toMatchObject({ total: 100, hasMore: true });
    expect(listed.body.data.items[0]).toMatchObject({ status: 'active', reviewCount: 1 });
    // 2. select all that match, across pages
    const selected = await admin.get('/api/admin/users/ids?q=wave-a');
    expect(selected.body.data).toMatchObject({ total: 100, truncated: false });
    expect([...selected.body.data.ids].sort()).toEqual([...spam].sort());
    // 3. suspend (the administrator and oneself in the selection are skipped)
    const botId = (await bot.get('/api/auth/user')).body.data.id;
    const moderated = await admin.post('/api/admin/users/moderate').send({ userIds: [...selected.body.data.ids, adminUser.id, botId], action: 'suspend', reason: 'spam wave' });
    expect(moderated.status).toBe(200);
    expect(moderated.body.data.done).toHaveLength(101);
    expect(moderated.body.data.skipped).toEqual([{ id: adminUser.id, reason: 'self' }]);
    expect((await bot.get('/api/auth/user')).status).toBe(401);
    expect((await hiddenOf(spam)).every((row) => row.hidden_for === 'suspension' && row.hidden_reason === 'account suspended')).toBe(true);
    expect((await admin.get('/api/admin/users?q=wave-a&status=suspended')).body.data.total).toBe(100);
    expect((await admin.get('/api/admin/users?q=wave-a&status=active')).body.data.total).toBe(0);
  });

  it('refuses sign-in to a suspended member with 403 ACCOUNT_SUSPENDED, and lets them in again once unsuspended', async () => {
    const member = await createMember(suite.app);
    await admin.post('/api/admin/users/moderate').send({ userIds: [member.id], action: 'suspend' });
    const login = () => suite.app.agent().post('/api/auth/login').send({ email: member.email, password: member.password });
    const refused = await login();
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('ACCOUNT_SUSPENDED');
    const again = await admin.post('/api/admin/users/moderate').send({ userIds: [member.id], action: 'suspend' });
    expect(again.body.data).toEqual({ done: [], skipped: [{ id: member.id, reason: 'unchanged' }] });
    await admin.post('/api/admin/users/moderate').send({ userIds: [member.id], action: 'unsuspend' });
    expect((await login()).status).toBe(200);
  });

  it('never touches administrators, and skips unknown ids', async () => {
    const other = await createMember(suite.app, { role: 'SUPER_USER' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await admin.post('/api/admin/users/moderate').send({ userIds: [other.id, unknown], action: 'erase' });
    expect(response.body.data).toEqual({ done: [], skipped: [{ id: other.id, reason: 'administrator' }, { id: unknown, reason: 'unknown' }] });
    expect((await suite.app.pool.query('select 1 from community.users where id = $1', [other.id])).rowCount).toBe(1);
  });

  it('unsuspending shows again what the suspension hid, not what a moderator hid for a reason of their own', async () => {
    const [member] = await wave('wave-b', 1);
    // As POST /api/admin/reviews/hide leaves it (tested with the catalogue in moderation-reviews.test.ts).
    await suite.app.pool.query(
      "insert into community.author_ratings (user_id, author_id, rating, review, hidden_at, hidden_for, hidden_reason) values ($1, 77, 1, 'an insult', now(), 'moderation', 'insult')",
      [member],
    );
    await admin.post('/api/admin/users/moderate').send({ userIds: [member], action: 'suspend' });
    await admin.post('/api/admin/users/moderate').send({ userIds: [member], action: 'unsuspend' });
    expect((await hiddenOf([member!]))).toEqual([{ user_id: member, hidden_for: null, hidden_reason: null }]);
    const authorReview = await suite.app.pool.query('select hidden_for, hidden_reason from community.author_ratings where user_id = $1', [member]);
    expect(authorReview.rows).toEqual([{ hidden_for: 'moderation', hidden_reason: 'insult' }]);
  });

  it('PATCH disabled is the same suspension: reviews hidden, and shown again when enabled', async () => {
    const [member] = await wave('wave-c', 1);
    await admin.patch(`/api/admin/users/${member}`).send({ disabled: true });
    expect(await hiddenOf([member!])).toEqual([{ user_id: member, hidden_for: 'suspension', hidden_reason: 'account suspended' }]);
    const listed = (await admin.get('/api/admin/users?q=wave-c')).body.data.items[0];
    expect(listed).toMatchObject({ disabled: true, status: 'suspended' });
    await admin.patch(`/api/admin/users/${member}`).send({ disabled: false });
    expect(await hiddenOf([member!])).toEqual([{ user_id: member, hidden_for: null, hidden_reason: null }]);
  });

  it('erases accounts as the account erasure does, and the audit trail keeps the rows naming them by id', async () => {
    const spam = await wave('wave-d', 3);
    const response = await admin.post('/api/admin/users/moderate').send({ userIds: spam, action: 'erase', reason: 'bots' });
    expect([...response.body.data.done].sort()).toEqual([...spam].sort());
    expect((await suite.app.pool.query('select 1 from community.users where id = any($1::uuid[])', [spam])).rowCount).toBe(0);
    expect((await suite.app.pool.query('select 1 from community.book_ratings where user_id = any($1::uuid[])', [spam])).rowCount).toBe(0);
    const audit = (await admin.get('/api/admin/audit?action=erased&limit=100')).body.data.items;
    const rows = audit.filter((entry: { target: { user: { id: string } } }) => spam.includes(entry.target.user.id));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ action: 'erased', reason: 'bots', actor: { id: adminUser.id, displayName: expect.any(String) }, target: { user: { displayName: null }, review: null } });
  });

  it('filters members by status, creation time and text (name, email, review text with reviewText=true)', async () => {
    await wave('wave-e', 2, 48);
    await wave('wave-e', 0);
    const recent = await wave('wave-f', 2);
    const unverified = await createMember(suite.app, { isVerified: false, email: `wave-f-unverified@spam.example` });
    const since = new Date(Date.now() - 3_600_000).toISOString();
    expect((await admin.get(`/api/admin/users?q=wave-e&createdAfter=${since}`)).body.data.total).toBe(0);
    expect((await admin.get(`/api/admin/users?q=wave-e&createdBefore=${since}`)).body.data.total).toBe(2);
    expect((await admin.get('/api/admin/users?q=wave-f&status=unverified')).body.data.items.map((user: { id: string }) => user.id)).toEqual([unverified.id]);
    expect((await admin.get('/api/admin/users?q=cheap pills wave-f')).body.data.total).toBe(0);
    const byText = await admin.get('/api/admin/users/ids?q=cheap pills wave-f&reviewText=true');
    expect([...byText.body.data.ids].sort()).toEqual([...recent].sort());
    expect((await admin.get('/api/admin/users?status=frozen')).status).toBe(400);
    expect((await admin.get('/api/admin/users?createdAfter=yesterday')).status).toBe(400);
  });

  it('answers at most 500 ids and says when a filter matched more', async () => {
    await wave('wave-g', 501);
    expect((await admin.get('/api/admin/users/ids?q=wave-g')).body.data).toMatchObject({ total: 501, truncated: true, ids: expect.any(Array) });
    expect((await admin.get('/api/admin/users/ids?q=wave-g')).body.data.ids).toHaveLength(500);
    const tooMany = await admin.post('/api/admin/users/moderate').send({ userIds: Array.from({ length: 501 }, () => adminUser.id), action: 'suspend' });
    expect(tooMany.status).toBe(400);
    expect((await admin.post('/api/admin/users/moderate').send({ userIds: [], action: 'suspend' })).status).toBe(400);
  });

  it('lists every action newest first, by actor and by action, for administrators only', async () => {
    const member = await createMember(suite.app);
    await admin.patch(`/api/admin/users/${member.id}`).send({ role: 'POWER_USER' });
    await admin.post('/api/admin/users/moderate').send({ userIds: [member.id], action: 'suspend', reason: 'testing the trail' });
    const trail = (await admin.get(`/api/admin/audit?actor=${adminUser.id}&limit=100`)).body.data;
    const mine = trail.items.filter((entry: { target: { user: { id: string } } }) => entry.target.user.id === member.id);
    expect(mine.map((entry: { action: string }) => entry.action)).toEqual(['suspended', 'role_changed']);
    expect(mine[0]).toMatchObject({ reason: 'testing the trail', target: { user: { id: member.id, displayName: 'Test Member' } } });
    expect(mine[1]).toMatchObject({ detail: { from: 'NORMAL_USER', to: 'POWER_USER' } });
    const times = trail.items.map((entry: { at: string }) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a));
    const suspensions = (await admin.get('/api/admin/audit?action=suspended&limit=100')).body.data.items;
    expect(suspensions.every((entry: { action: string }) => entry.action === 'suspended')).toBe(true);
    const { agent: member2 } = await signedInAgent(suite.app);
    expect((await member2.get('/api/admin/audit')).status).toBe(403);
    expect((await member2.post('/api/admin/users/moderate').send({ userIds: [member.id], action: 'unsuspend' })).status).toBe(403);
    expect((await admin.get('/api/admin/audit?action=launched_rockets')).status).toBe(400);
  });
});
