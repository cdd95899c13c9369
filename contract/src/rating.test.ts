import { describe, expect, it } from 'vitest';
import { ratingInputSchema, roundAverage } from './rating.js';

describe('ratingInputSchema', () => {
  it.each([
    [{ rating: 1 }, true],
    [{ rating: 5 }, true],
    [{ rating: 3, review: 'Gripping.' }, true],
    [{ rating: 0 }, false],
    [{ rating: 6 }, false],
    [{ rating: 3.5 }, false],
    [{ rating: '4' }, false],
    [{}, false],
  ])('accepts %j: %s', (input, expected) => {
    const result = ratingInputSchema.safeParse(input);
    expect(result.success).toBe(expected);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('invalid rating');
  });

  it.each([
    ['x'.repeat(10_000), true],
    ['x'.repeat(10_001), false],
  ])('limits the review to 10,000 characters (%#)', (review, expected) => {
    expect(ratingInputSchema.safeParse({ rating: 4, review }).success).toBe(expected);
  });

  it.each([[''], ['   '], [null], [undefined]])('drops an empty review %j', (review) => {
    expect(ratingInputSchema.parse({ rating: 4, review }).review).toBeUndefined();
  });

  it('keeps the words of a link to an unsafe target and drops the target', () => {
    expect(ratingInputSchema.parse({ rating: 4, review: ' Loved it, [see why](javascript:alert(1)). ' }).review).toBe('Loved it, see why.');
    expect(ratingInputSchema.parse({ rating: 4, review: '[](javascript:alert(1))' }).review).toBeUndefined();
  });
});

describe('roundAverage', () => {
  it.each([
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [4, 4],
    [4.25, 4.3],
    [4.24, 4.2],
    [1.15, 1.2],
    [3.333333, 3.3],
    [4.95, 5],
  ])('rounds %j to %j', (value, expected) => {
    expect(roundAverage(value)).toBe(expected);
  });
});
