import { z } from 'zod';

const ratingFields = {
  itemId: z.number().int(),
  userId: z.string(),
  rating: z.number().int().min(1).max(5),
  review: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/**
 * What only the review's author reads of their own review (docs/rules.md "Moderation"): whether an
 * administrator hid its text from everyone else, and why.
 */
export const hiddenFields = { hidden: z.boolean(), hiddenReason: z.string().nullable() };

/** A member's own rating of a book or an author, with the optional review text. */
export const ratingRecordSchema = z.object({ ...ratingFields, ...hiddenFields }).meta({ id: 'RatingRecord' });
export type RatingRecord = z.infer<typeof ratingRecordSchema>;

/**
 * GET /api/{books,authors}/{idOrSlug}/reviews lists these (paged), newest first: others' reviews,
 * never a hidden one.
 */
export const reviewSchema = z
  .object({ ...ratingFields, user: z.object({ id: z.string(), displayName: z.string(), profileImageUrl: z.string().nullable() }) })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const ratingAggregateSchema = z.object({ averageRating: z.number().nullable(), ratingsCount: z.number().int().min(0) });
export type RatingAggregate = z.infer<typeof ratingAggregateSchema>;

/** POST /api/{books,authors}/{idOrSlug}/ratings: the saved rating and the item's new aggregate. */
export const ratingSavedSchema = ratingAggregateSchema.extend({ rating: ratingRecordSchema }).meta({ id: 'RatingSaved' });
export type RatingSaved = z.infer<typeof ratingSavedSchema>;
