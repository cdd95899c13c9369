import { z } from 'zod';

/** Jobs of the `rating-aggregates` queue: recompute one item's aggregate from the ratings. */
export const RATING_QUEUE = 'rating-aggregates';

export const ratingJobSchema = z.object({
  kind: z.enum(['books', 'authors']),
  itemId: z.number().int().positive(),
});
export type RatingJob = z.infer<typeof ratingJobSchema>;
