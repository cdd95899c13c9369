import { z } from 'zod';
import { currentUserSchema } from './auth-user.js';
import { hiddenFields } from './ratings.js';
import { named, stamped } from './shapes.js';

/** GET and PATCH /api/profile. */
export const profileSchema = z
  .object({
    user: currentUserSchema,
    bio: z.string().nullable(),
    lastLoginAt: z.string().nullable(),
    createdAt: z.string(),
    counts: z.object({ readingList: z.number().int(), reviews: z.number().int() }),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

export const OWN_RATING_KINDS = ['book', 'author'] as const;
export type OwnRatingKind = (typeof OWN_RATING_KINDS)[number];

export const reviewedItemSchema = z.object({ ...named, image: z.string().nullable() });
export type ReviewedItem = z.infer<typeof reviewedItemSchema>;

/** GET /api/profile/reviews lists these (paged): the member's ratings of books and authors. */
export const ownReviewSchema = z
  .object({
    kind: z.enum(OWN_RATING_KINDS),
    itemId: z.number().int(),
    rating: z.number().int(),
    review: z.string().nullable(),
    ...hiddenFields,
    ...stamped,
    /** Null when the item has left the catalogue since. */
    item: reviewedItemSchema.nullable(),
  })
  .meta({ id: 'OwnReview' });
export type OwnReview = z.infer<typeof ownReviewSchema>;
