import type { UserRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { toAdminUser, type AdminUserRepository } from './repository.js';
import type { AdminUser, AdminUserPatch } from './schemas.js';

export function adminUserService(repository: AdminUserRepository, clock: Clock) {
  return {
    list: repository.list,

    async update(actor: UserRow, id: string, patch: AdminUserPatch): Promise<AdminUser> {
      // An administrator locking themselves out could leave the site without one.
      if (actor.id === id && ((patch.role !== undefined && patch.role !== actor.role) || patch.disabled === true)) {
        throw new AppError('CONFLICT', 409, 'Administrators cannot demote or disable themselves');
      }
      const target = await repository.findById(id);
      if (!target?.email) throw new AppError('NOT_FOUND', 404, 'User not found');
      const disabledAt = patch.disabled === undefined ? undefined : patch.disabled ? (target.disabledAt ?? clock()) : null;
      const updated = await repository.update(id, { role: patch.role, disabledAt });
      if (!updated) throw new AppError('NOT_FOUND', 404, 'User not found');
      return toAdminUser(updated);
    },
  };
}
export type AdminUserService = ReturnType<typeof adminUserService>;
