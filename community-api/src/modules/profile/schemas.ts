import { z } from 'zod';
import { NAME_MAX_LENGTH } from '@starshelf/contract';

export const BIO_MAX_LENGTH = 2_000;

// An emptied field is stored as null, so "no bio" has one representation.
const clearable = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

// Not (yet) in contract/: the PATCH /api/profile body. The answer's shape is the contract's `profileSchema`.
export const profilePatchSchema = z.object({
  bio: clearable(BIO_MAX_LENGTH),
  firstName: clearable(NAME_MAX_LENGTH),
  lastName: clearable(NAME_MAX_LENGTH),
});
export type ProfilePatch = z.output<typeof profilePatchSchema>;

export { profileSchema, type Profile } from '@starshelf/contract';
