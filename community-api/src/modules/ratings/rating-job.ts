import { z } from 'zod';

/**
 * The `rating-aggregates` queue: `recompute` one item's aggregate from the ratings, and the
 * scheduled `reconcile` of every aggregate.
 */
export const RATING_QUEUE = 'rating-aggregates';
export const RECOMPUTE_JOB = 'recompute';
export const RECONCILE_JOB = 'reconcile';
export const DEFAULT_RECONCILE_EVERY_MS = 10 * 60_000;

export const ratingJobSchema = z.object({
  kind: z.enum(['books', 'authors']),
  itemId: z.number().int().positive(),
});
export type RatingJob = z.infer<typeof ratingJobSchema>;
