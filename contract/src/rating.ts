import { z } from 'zod';
import { withoutUnsafeLinks } from './safe-url.js';

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const REVIEW_MAX_LENGTH = 10_000;
export const RATING_MESSAGES = { invalidRating: 'invalid rating' } as const;

/**
 * The one rule for a review's text, whether written on the site or imported from a file (decision
 * 098): trimmed, at most REVIEW_MAX_LENGTH characters, links and images only to targets the site's
 * markdown renderer keeps (others keep their words, lose the target). Blank is no review (undefined).
 */
export const reviewTextSchema = z
  .string()
  .trim()
  .max(REVIEW_MAX_LENGTH)
  .transform((review) => withoutUnsafeLinks(review).trim() || undefined);

export const ratingInputSchema = z.object({
  rating: z
    .number({ error: RATING_MESSAGES.invalidRating })
    .int(RATING_MESSAGES.invalidRating)
    .min(MIN_RATING, RATING_MESSAGES.invalidRating)
    .max(MAX_RATING, RATING_MESSAGES.invalidRating),
  // A blank review is no review: it is dropped rather than stored as ''.
  review: reviewTextSchema
    .optional()
    .nullable()
    .transform((review) => review ?? undefined),
});
export type RatingInput = z.output<typeof ratingInputSchema>;
/** POST /api/books|authors/{id}/ratings as the browser sends it. */
export type RatingInputBody = z.input<typeof ratingInputSchema>;

/** One decimal, or null when there is nothing to average (no ratings). */
export function roundAverage(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  // toPrecision absorbs binary noise first: 1.15 * 10 is 11.499999999999998 and must round up.
  return Math.round(Number((value * 10).toPrecision(12))) / 10;
}
