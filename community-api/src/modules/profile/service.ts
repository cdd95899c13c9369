import { paged, type Paged } from '@starshelf/contract';
import type { UserRow } from '../../db/schema.js';
import type { UserRepository } from '../auth/user-repository.js';
import { toUserDto } from '../auth/user-dto.js';
import type { Profile, ProfilePatch } from './schemas.js';

export function toProfile(user: UserRow): Profile {
  return {
    user: toUserDto(user),
    bio: user.bio,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    // Reading lists and reviews arrive with their own issues; until then a member has none.
    counts: { readingList: 0, reviews: 0 },
  };
}

export function profileService(users: UserRepository) {
  return {
    async update(user: UserRow, patch: ProfilePatch): Promise<Profile> {
      const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const updated = Object.keys(changes).length > 0 ? await users.updateProfile(user.id, changes) : user;
      return toProfile(updated ?? user);
    },

    /** The member's book and author reviews, newest first; empty until ratings exist. */
    async reviews(_user: UserRow, page: number, limit: number): Promise<Paged<never>> {
      return paged([], 0, page, limit);
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
