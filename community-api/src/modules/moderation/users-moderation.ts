import { displayName, pagePaths, type ModerationSkipReason, type UsersModerate, type UsersModerated } from '@starshelf/contract';
import type { MailDispatcher } from '../../mail/mail-dispatcher.js';
import type { Pool } from '../../db/pool.js';
import type { UserRow } from '../../db/schema.js';
import { suspension } from '../admin-users/suspension.js';
import type { AccountEraser } from '../profile/account-erasure.js';
import type { Clock } from '../../lib/clock.js';
import { auditTrail } from './audit-trail.js';

type Target = Pick<UserRow, 'locale'> & {
  id: string;
  role: UserRow['role'];
  email: string | null;
  disabled_at: Date | null;
  first_name: string | null;
  last_name: string | null;
};

const ACTION_TAKEN = { suspend: 'suspended', unsuspend: 'unsuspended', erase: 'erased' } as const;

/**
 * POST /api/admin/users/moderate (docs/rules.md "Moderation"): one action on up to 500 accounts.
 * Administrators and the acting one are never touched; an account already in the asked state is
 * skipped as `unchanged`. Suspension and its lifting are one transaction with their audit rows.
 */
type Deps = {
  pool: Pool;
  eraser: AccountEraser;
  findUser: (id: string) => Promise<UserRow | undefined>;
  clock: Clock;
  mail: MailDispatcher;
  publicUrl: string;
};

export function usersModeration(deps: Deps) {
  const audit = auditTrail(deps.pool);

  const triage = (actor: UserRow, request: UsersModerate, targets: Map<string, Target>) => {
    const done: string[] = [];
    const skipped: { id: string; reason: ModerationSkipReason }[] = [];
    for (const id of new Set(request.userIds)) {
      const target = targets.get(id);
      const reason: ModerationSkipReason | undefined =
        id === actor.id
          ? 'self'
          : !target?.email
            ? 'unknown'
            : target.role === 'SUPER_USER'
              ? 'administrator'
              : (request.action === 'suspend' && target.disabled_at) || (request.action === 'unsuspend' && !target.disabled_at)
                ? 'unchanged'
                : undefined;
      if (reason) skipped.push({ id, reason });
      else done.push(id);
    }
    return { done, skipped };
  };

  return {
    async moderate(actor: UserRow, request: UsersModerate): Promise<UsersModerated> {
      const { rows } = await deps.pool.query<Target>('select id, role, email, disabled_at, locale, first_name, last_name from community.users where id = any($1::uuid[])', [request.userIds]);
      const targets = new Map(rows.map((row) => [row.id, row]));
      const { done, skipped } = triage(actor, request, targets);
      if (done.length === 0) return { done, skipped };
      const entries = done.map((targetId) => ({ actorId: actor.id, targetId, action: ACTION_TAKEN[request.action], reason: request.reason ?? null }));

      if (request.action === 'erase') {
        const erased: string[] = [];
        for (const id of done) {
          const user = await deps.findUser(id);
          if (!user) continue;
          await deps.eraser.eraseAccount(user);
          erased.push(id);
        }
        // The rows outlive the accounts: they name the erased member by id only.
        await audit.record(deps.pool, entries.filter((entry) => erased.includes(entry.targetId)));
        await suspension.pagesChanged(deps.pool);
        return { done: erased, skipped };
      }

      const client = await deps.pool.connect();
      try {
        await client.query('begin');
        if (request.action === 'suspend') await suspension.suspend(client, done, deps.clock());
        else await suspension.lift(client, done);
        await audit.record(client, entries);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
      await suspension.pagesChanged(deps.pool);
      if (request.action === 'suspend') {
        // A notice in the member's language; a mail that cannot be queued must not undo the suspension.
        const link = new URL(pagePaths.home.href(), deps.publicUrl).toString();
        for (const id of done) {
          const target = targets.get(id);
          if (!target?.email) continue;
          const name = displayName({ firstName: target.first_name, lastName: target.last_name, email: target.email });
          await deps.mail.dispatch({ kind: 'account-suspended', to: target.email, locale: target.locale, name, link }).catch(() => undefined);
        }
      }
      return { done, skipped };
    },
  };
}

export type UsersModeration = ReturnType<typeof usersModeration>;
