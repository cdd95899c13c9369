import { z } from 'zod';
import { roleSchema } from '@starshelf/contract';

export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  role: roleSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const adminUserPatchSchema = z
  .strictObject({ role: roleSchema.optional(), disabled: z.boolean().optional() })
  .refine((patch) => patch.role !== undefined || patch.disabled !== undefined, { error: 'role or disabled is required' });
export type AdminUserPatch = z.output<typeof adminUserPatchSchema>;

export const adminUserIdSchema = z.object({ id: z.uuid() });

export { adminUserSchema, type AdminUser } from '@starshelf/contract';
