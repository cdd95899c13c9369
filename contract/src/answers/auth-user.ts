import { z } from 'zod';
import { roleSchema } from '../enum-schemas.js';

/** GET /api/auth/user, login and verify-email: the signed-in member. */
export const currentUserSchema = z
  .object({
    id: z.string(),
    role: roleSchema,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    displayName: z.string(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** POST /api/auth/register: the account waits for its e-mail to be verified. */
export const registeredSchema = z.object({ email: z.string(), verificationRequired: z.literal(true) }).meta({ id: 'Registered' });
export type Registered = z.infer<typeof registeredSchema>;
