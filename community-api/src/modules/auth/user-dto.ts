import { currentUserSchema, displayName, type CurrentUser } from '@starshelf/contract';
import type { UserRow } from '../../db/schema.js';

/** docs/api.md: what GET /api/auth/user, login and verify-email answer (the contract's shape). */
export const userDtoSchema = currentUserSchema;
export type UserDto = CurrentUser;

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
