import { z } from 'zod';
import { defaultedField, optionalField, roleSchema } from '@starshelf/contract';

export const adminUsersQuerySchema = z.object({
  q: optionalField(z.string().trim().max(100)),
  role: optionalField(roleSchema),
  page: defaultedField(z.coerce.number().int().min(1), 1),
  limit: defaultedField(z.coerce.number().int().min(1).max(100), 20),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const adminUserIdSchema = z.object({ id: z.uuid() });
