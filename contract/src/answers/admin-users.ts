import { z } from 'zod';
import { roleSchema } from '../enum-schemas.js';

/** GET /api/admin/users lists these (paged); PATCH /api/admin/users/{id} answers one. */
export const adminUserSchema = z
  .object({
    id: z.string(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    displayName: z.string(),
    role: roleSchema,
    verified: z.boolean(),
    disabled: z.boolean(),
    lastLoginAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;
