import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, signedInAgent, uniqueEmail } from './support/members.js';
import type { TestAgent } from './support/test-app.js';
import { createMigratedDatabase } from './support/test-database.js';
import type { UserRow } from '../src/db/schema.js';
import { useSuiteApp } from './support/suite.js';

describe('member administration', () => {
  const suite = useSuiteApp(createMigratedDatabase);
  let admin: TestAgent;
  let adminUser: UserRow;

  beforeAll(async () => {
    ({ agent: admin, user: adminUser } = await signedInAgent(suite.app, 'SUPER_USER'));
  });

  it('searches members by name or email, filters by role and pages', async () => {
    const tag = `zz${Date.now()}`;
    for (let index = 0; index < 3; index += 1) await createMember(suite.app, { email: uniqueEmail(tag), role: index === 0 ? 'GOLDEN_USER' : 'NORMAL_USER' });
    const first = (await admin.get(`/api/admin/users?q=${tag}&limit=2`)).body.data;
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2, hasMore: true });
    expect(first.items).toHaveLength(2);
    expect(first.items[0]).toEqual(
      expect.objectContaining({ role: expect.any(String), verified: true, disabled: false, lastLoginAt: null, createdAt: expect.any(String), displayName: 'Test Member' }),
    );
    const second = (await admin.get(`/api/admin/users?q=${tag}&limit=2&page=2`)).body.data;
    expect(second.items).toHaveLength(1);
    const golden = (await admin.get(`/api/admin/users?q=${tag}&role=GOLDEN_USER`)).body.data;
    expect(golden.total).toBe(1);
  });

  it('treats LIKE wildcards in a search as text', async () => {
    expect((await admin.get('/api/admin/users?q=%25%25')).body.data.total).toBe(0);
  });

  it.each(['?role=KING', '?page=0', '?limit=1000'])('refuses the query %s', async (query) => {
    expect((await admin.get(`/api/admin/users${query}`)).status).toBe(400);
  });

  it("changes a member's role, effective on their next request", async () => {
    const { agent, user } = await signedInAgent(suite.app, 'NORMAL_USER');
    const response = await admin.patch(`/api/admin/users/${user.id}`).send({ role: 'POWER_USER' });
    expect(response.status).toBe(200);
    expect(response.body.data.role).toBe('POWER_USER');
    expect((await agent.get('/api/auth/user')).body.data.role).toBe('POWER_USER');
  });

  it('disables a member, ending their sessions, and enables them again', async () => {
    const { agent, user } = await signedInAgent(suite.app, 'NORMAL_USER');
    const disabled = await admin.patch(`/api/admin/users/${user.id}`).send({ disabled: true });
    expect(disabled.body.data.disabled).toBe(true);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    const { rows } = await suite.app.pool.query('select count(*)::int as count from community.sessions where user_id = $1', [user.id]);
    expect(rows[0].count).toBe(0);
    const enabled = await admin.patch(`/api/admin/users/${user.id}`).send({ disabled: false });
    expect(enabled.body.data.disabled).toBe(false);
  });

  it('refuses to let an administrator demote or disable themselves', async () => {
    const demote = await admin.patch(`/api/admin/users/${adminUser.id}`).send({ role: 'NORMAL_USER' });
    expect(demote.status).toBe(409);
    const disable = await admin.patch(`/api/admin/users/${adminUser.id}`).send({ disabled: true });
    expect(disable.status).toBe(409);
    // Keeping their own role is not a demotion.
    expect((await admin.patch(`/api/admin/users/${adminUser.id}`).send({ role: 'SUPER_USER' })).status).toBe(200);
    expect((await admin.get('/api/auth/user')).body.data.role).toBe('SUPER_USER');
  });

  it('answers 404 for an unknown member and 400 for an empty or malformed change', async () => {
    expect((await admin.patch('/api/admin/users/00000000-0000-4000-8000-000000000000').send({ role: 'POWER_USER' })).status).toBe(404);
    const member = await createMember(suite.app);
    expect((await admin.patch(`/api/admin/users/${member.id}`).send({})).status).toBe(400);
    expect((await admin.patch(`/api/admin/users/${member.id}`).send({ role: 'KING' })).status).toBe(400);
    expect((await admin.patch('/api/admin/users/not-a-uuid').send({ role: 'POWER_USER' })).status).toBe(400);
  });

  it('keeps member administration to administrators', async () => {
    const member = await createMember(suite.app);
    expect((await suite.app.agent().get('/api/admin/users')).status).toBe(401);
    const golden = (await signedInAgent(suite.app, 'GOLDEN_USER')).agent;
    expect((await golden.get('/api/admin/users')).status).toBe(403);
    expect((await golden.patch(`/api/admin/users/${member.id}`).send({ role: 'SUPER_USER' })).status).toBe(403);
  });
});
