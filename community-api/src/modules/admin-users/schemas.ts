import { z } from 'zod';
import { defaultedField, optionalField, roleSchema } from '@starshelf/contract';

export const adminUsersQuerySchema = z.object({
  q: optionalField(z.string().trim().max(100)),
  role: optionalField(roleSchema),
  page: defaultedField(z.coerce.number().int().min(1), 1),
  limit: defaultedField(z.coerce.number().int().min(1).max(100), 20),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const adminUserPatchSchema = z
  .strictObject({ role: optionalField(roleSchema), disabled: optionalField(z.boolean()) })
  .refine((patch) => patch.role !== undefined || patch.disabled !== undefined, { error: 'role or disabled is required' });
export type AdminUserPatch = z.output<typeof adminUserPatchSchema>;

export const adminUserIdSchema = z.object({ id: z.uuid() });

export { adminUserSchema, type AdminUser } from '@starshelf/contract';
