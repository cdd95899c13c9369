import { getAuthorSummaries, getBookSummaries } from '@starshelf/cms/catalogue';
import { paged, type Locale, type OwnReview, type Paged, type Profile, type ProfilePatch, type ReviewedItem } from '@starshelf/contract';
import type { UserRow } from '../../db/schema.js';
import type { UserRepository } from '../auth/user-repository.js';
import { toUserDto } from '../auth/user-dto.js';
import type { OwnRatingKind, ProfileCounts, ProfileRepository } from './profile-repository.js';

export type { OwnReview, ReviewedItem };

export function toProfile(user: UserRow, counts: ProfileCounts): Profile {
  return {
    user: toUserDto(user),
    bio: user.bio,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    counts,
  };
}

async function reviewedItems(kind: OwnRatingKind, ids: number[], locale: Locale): Promise<Map<number, ReviewedItem>> {
  if (kind === 'book') {
    const books = await getBookSummaries(ids, locale);
    return new Map(books.map((book) => [book.id, { id: book.id, slug: book.slug, name: book.title, image: book.coverImage }]));
  }
  const authors = await getAuthorSummaries(ids, locale);
  return new Map(authors.map((author) => [author.id, { id: author.id, slug: author.slug, name: author.name, image: author.profileImageUrl }]));
}

export function profileService(users: UserRepository, profiles: ProfileRepository) {
  return {
    async get(user: UserRow): Promise<Profile> {
      return toProfile(user, await profiles.counts(user.id));
    },

    async update(user: UserRow, patch: ProfilePatch): Promise<Profile> {
      const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const updated = Object.keys(changes).length > 0 ? await users.updateProfile(user.id, changes) : user;
      return toProfile(updated ?? user, await profiles.counts(user.id));
    },

    /** The member's book and author ratings and reviews, newest first, with the rated item. */
    async reviews(user: UserRow, page: number, limit: number, locale: Locale): Promise<Paged<OwnReview>> {
      const { rows, total } = await profiles.ownRatings(user.id, page, limit);
      const idsOf = (kind: OwnRatingKind) => rows.filter((row) => row.kind === kind).map((row) => row.itemId);
      const [books, authors] = await Promise.all([reviewedItems('book', idsOf('book'), locale), reviewedItems('author', idsOf('author'), locale)]);
      const items = rows.map((row) => ({
        kind: row.kind,
        itemId: row.itemId,
        rating: row.rating,
        review: row.review,
        hidden: row.hidden,
        hiddenReason: row.hiddenReason,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        item: (row.kind === 'book' ? books : authors).get(row.itemId) ?? null,
      }));
      return paged(items, total, page, limit);
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
