import { describe, expect, it } from 'vitest';
import { ratingFromQuarterStars } from './quarter-stars.js';

describe('ratingFromQuarterStars', () => {
  it.each([
    [5, 5],
    [4.75, 5],
    [4.5, 5],
    [4.25, 4],
    [4, 4],
    [3.5, 4],
    [2.5, 3],
    [1.5, 2],
    [1.25, 1],
    [1, 1],
  ])('turns %d stars into %d by rounding halves up', (stars, rating) => {
    expect(ratingFromQuarterStars(stars)).toBe(rating);
  });

  it.each([0.25, 0.5, 0.75])('never gives a rated book less than one star (%d)', (stars) => {
    expect(ratingFromQuarterStars(stars)).toBe(1);
  });

  it('reads 0 as no rating', () => {
    expect(ratingFromQuarterStars(0)).toBeNull();
  });

  it.each([-0.25, 5.25, 10, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d, which is no star rating', (stars) => {
    expect(ratingFromQuarterStars(stars)).toBeUndefined();
  });
});
