import { z } from 'zod';
import { displayName, roleSchema } from '@starshelf/contract';
import type { UserRow } from '../../db/schema.js';

/** API.md: what GET /api/auth/user, login and verify-email answer. */
export const userDtoSchema = z.object({
  id: z.string(),
  role: roleSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  displayName: z.string(),
});
export type UserDto = z.infer<typeof userDtoSchema>;

export function toUserDto(user: UserRow): UserDto {
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    displayName: displayName(user),
  };
}
