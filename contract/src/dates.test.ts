import { describe, expect, it } from 'vitest';
import { formatLongDate } from './dates.js';

describe('formatLongDate', () => {
  it.each([
    ['2024-01-05', 'January 5, 2024'],
    ['2024-12-31T23:30:00Z', 'December 31, 2024'],
    [new Date(Date.UTC(1965, 7, 1)), 'August 1, 1965'],
    ['1899-02-28', 'February 28, 1899'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['', 'N/A'],
    ['not a date', 'N/A'],
    [new Date(Number.NaN), 'N/A'],
  ])('formats %j as %j', (value, expected) => {
    expect(formatLongDate(value)).toBe(expected);
  });
});
