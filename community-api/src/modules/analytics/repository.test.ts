import { describe, expect, it } from 'vitest';
import { fullMonths } from './repository.js';

describe('fullMonths', () => {
  it('finds the whole months inside a range', () => {
    expect(fullMonths('2026-01-15', '2026-04-10')).toEqual({ first: '2026-02-01', after: '2026-04-01' });
  });

  it('counts a range starting on the first and ending on the last day as whole months', () => {
    expect(fullMonths('2026-02-01', '2026-03-31')).toEqual({ first: '2026-02-01', after: '2026-04-01' });
  });

  it('answers an empty span for a range inside one month', () => {
    expect(fullMonths('2026-06-09', '2026-06-15')).toEqual({ first: '2026-07-01', after: '2026-07-01' });
  });
});
