import { MAX_RATING, MIN_RATING } from './rating.js';

/**
 * A StoryGraph star rating (quarter stars, 0.25 to 5) as a rating here (whole stars, 1 to 5): the
 * nearest whole star, halves rounded up (3.25 → 3, 3.5 → 4, 3.75 → 4), and never below 1 (0.25 to
 * 0.75 → 1: a member who rated a book gave it a rating). 0 is no rating (null). Anything else (below
 * 0, above 5, not a finite number) is not a star rating (undefined). README "StoryGraph's quarter stars".
 */
export function ratingFromQuarterStars(stars: number): number | null | undefined {
  if (!Number.isFinite(stars) || stars < 0 || stars > MAX_RATING) return undefined;
  if (stars === 0) return null;
  return Math.max(MIN_RATING, Math.round(stars));
}
