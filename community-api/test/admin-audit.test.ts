import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/db/schema.js';
import { createMember, signedInAgent } from './support/members.js';
import { useSuiteApp } from './support/suite.js';
import type { TestAgent } from './support/test-app.js';
import { createMigratedDatabase } from './support/test-database.js';

describe("the audit of administrators' changes to members", () => {
  const suite = useSuiteApp(createMigratedDatabase);
  let admin: TestAgent;
  let adminUser: UserRow;

  beforeAll(async () => {
    ({ agent: admin, user: adminUser } = await signedInAgent(suite.app, 'SUPER_USER'));
  });

  const auditOf = async (targetId: string) =>
    (await suite.app.pool.query('select actor_id, target_id, action, detail, at from community.admin_audit_log where target_id = $1 order by id', [targetId])).rows;

  it('records a role change with who, whom, from and to, and logs it', async () => {
    const member = await createMember(suite.app);
    expect((await admin.patch(`/api/admin/users/${member.id}`).send({ role: 'POWER_USER' })).status).toBe(200);
    const rows = await auditOf(member.id);
    expect(rows).toEqual([
      { actor_id: adminUser.id, target_id: member.id, action: 'role_changed', detail: { from: 'NORMAL_USER', to: 'POWER_USER' }, at: expect.any(Date) },
    ]);
    const logged = suite.app.logLines().filter((line) => line.msg === 'administrator changed a member' && line.targetId === member.id);
    expect(logged).toEqual([expect.objectContaining({ actorId: adminUser.id, targetId: member.id, action: 'role_changed' })]);
  });

  it('records disabling and enabling', async () => {
    const member = await createMember(suite.app);
    await admin.patch(`/api/admin/users/${member.id}`).send({ disabled: true });
    await admin.patch(`/api/admin/users/${member.id}`).send({ disabled: false });
    expect((await auditOf(member.id)).map((row) => [row.action, row.detail])).toEqual([
      ['disabled', { from: false, to: true }],
      ['enabled', { from: true, to: false }],
    ]);
  });

  it('records both changes of one request, and nothing for a request that changes nothing', async () => {
    const member = await createMember(suite.app);
    await admin.patch(`/api/admin/users/${member.id}`).send({ role: 'NORMAL_USER', disabled: false });
    expect(await auditOf(member.id)).toEqual([]);
    await admin.patch(`/api/admin/users/${member.id}`).send({ role: 'GOLDEN_USER', disabled: true });
    expect((await auditOf(member.id)).map((row) => row.action)).toEqual(['role_changed', 'disabled']);
  });

  it('records nothing for a refused change', async () => {
    const response = await admin.patch(`/api/admin/users/${adminUser.id}`).send({ role: 'NORMAL_USER' });
    expect(response.status).toBe(409);
    expect(await auditOf(adminUser.id)).toEqual([]);
  });
});
