import { z } from 'zod';
import { roleSchema } from '../enum-schemas.js';
import { userStatusSchema } from '../moderation.js';

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
    /** `disabled` is true exactly when `status` is `suspended` (one concept, decision 126). */
    disabled: z.boolean(),
    status: userStatusSchema,
    /** Ratings with review text, books and authors together. */
    reviewCount: z.number().int(),
    lastLoginAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;
