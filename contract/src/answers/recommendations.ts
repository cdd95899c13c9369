import { z } from 'zod';
import { bookSummarySchema } from './books.js';

/** GET /api/recommendations: the limit (at most 24, 12 when absent). */
export const RECOMMENDATIONS_MAX = 24;
export const RECOMMENDATIONS_DEFAULT = 12;
export const recommendationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(RECOMMENDATIONS_MAX).default(RECOMMENDATIONS_DEFAULT),
});

/** One personal pick with its one-line reason in the reader's language. */
export const recommendationSchema = z.object({ book: bookSummarySchema, reason: z.string() }).meta({ id: 'Recommendation' });
export type Recommendation = z.infer<typeof recommendationSchema>;

/**
 * The member's picks; `basis` says what they rest on: their own ratings and list, or (with none yet)
 * popular and acclaimed books per genre, so the page can ask for a few favourites.
 */
export const recommendationsSchema = z
  .object({ items: z.array(recommendationSchema), basis: z.enum(['personal', 'popular']) })
  .meta({ id: 'Recommendations' });
export type Recommendations = z.infer<typeof recommendationsSchema>;
