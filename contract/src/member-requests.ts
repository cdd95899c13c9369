import { z } from 'zod';
import { emailSchema, NAME_MAX_LENGTH } from './auth.js';
import { roleSchema } from './enum-schemas.js';
import { localeSchema } from './locale-schema.js';
import { optionalField } from './optional-field.js';
import { BIO_MAX_LENGTH } from './request-limits.js';

// An emptied field is stored as null, so "no bio" has one representation.
const clearable = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** PATCH /api/profile. The answer's shape is `profileSchema`. */
export const profilePatchSchema = z.object({
  bio: clearable(BIO_MAX_LENGTH),
  firstName: clearable(NAME_MAX_LENGTH),
  lastName: clearable(NAME_MAX_LENGTH),
});
export type ProfilePatch = z.output<typeof profilePatchSchema>;
export type ProfilePatchBody = z.input<typeof profilePatchSchema>;

/** PATCH /api/admin/users/{id}: a new role, a block or an unblock. */
export const adminUserPatchSchema = z
  .strictObject({ role: optionalField(roleSchema), disabled: optionalField(z.boolean()) })
  .refine((patch) => patch.role !== undefined || patch.disabled !== undefined, { error: 'role or disabled is required' });
export type AdminUserPatch = z.output<typeof adminUserPatchSchema>;
export type AdminUserPatchBody = z.input<typeof adminUserPatchSchema>;

/** POST /api/newsletter. */
export const newsletterSubscribeSchema = z.strictObject({ email: emailSchema, locale: optionalField(localeSchema) });
export type NewsletterSubscribe = z.output<typeof newsletterSubscribeSchema>;
export type NewsletterSubscribeBody = z.input<typeof newsletterSubscribeSchema>;
