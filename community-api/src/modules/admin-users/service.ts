import type { AdminUser, AdminUserPatch } from '@starshelf/contract';
import type { UserRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Pool } from '../../db/pool.js';
import { suspension } from './suspension.js';
import { toAdminUser, type AdminUserRepository, type AuditChange } from './repository.js';

/** What actually changes (a repeated PATCH that changes nothing records nothing). */
function auditEntries(actor: UserRow, target: UserRow, patch: AdminUserPatch): AuditChange[] {
  const entries: AuditChange[] = [];
  if (patch.role !== undefined && patch.role !== target.role) {
    entries.push({ actorId: actor.id, action: 'role_changed', detail: { from: target.role, to: patch.role } });
  }
  const wasDisabled = target.disabledAt !== null;
  if (patch.disabled !== undefined && patch.disabled !== wasDisabled) {
    entries.push({ actorId: actor.id, action: patch.disabled ? 'disabled' : 'enabled', detail: { from: wasDisabled, to: patch.disabled } });
  }
  return entries;
}

export function adminUserService(repository: AdminUserRepository, clock: Clock, pool: Pool) {
  return {
    list: repository.list,
    ids: repository.ids,

    async update(actor: UserRow, id: string, patch: AdminUserPatch): Promise<{ user: AdminUser; audit: AuditChange[] }> {
      // An administrator locking themselves out could leave the site without one.
      if (actor.id === id && ((patch.role !== undefined && patch.role !== actor.role) || patch.disabled === true)) {
        throw new AppError('CONFLICT', 409, 'Administrators cannot demote or disable themselves');
      }
      const target = await repository.findById(id);
      if (!target?.email) throw new AppError('NOT_FOUND', 404, 'User not found');
      const disabledAt = patch.disabled === undefined ? undefined : patch.disabled ? (target.disabledAt ?? clock()) : null;
      const audit = auditEntries(actor, target, patch);
      const updated = await repository.update(id, { role: patch.role, disabledAt }, audit);
      if (!updated) throw new AppError('NOT_FOUND', 404, 'User not found');
      // `disabled` is the suspension of docs/rules.md "Moderation" (decision 126): the reviews follow.
      if (audit.some((entry) => entry.action === 'disabled' || entry.action === 'enabled')) {
        await (disabledAt ? suspension.suspend(pool, [id], disabledAt) : suspension.lift(pool, [id]));
        await suspension.pagesChanged(pool);
      }
      return { user: toAdminUser(updated, await repository.reviewCount(id)), audit };
    },
  };
}
export type AdminUserService = ReturnType<typeof adminUserService>;
