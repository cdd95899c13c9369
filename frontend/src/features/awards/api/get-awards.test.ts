import { describe, expect, it } from 'vitest';
import { shownAwardId } from './get-awards';

describe('shownAwardId', () => {
  const listed = [{ id: 7 }, { id: 3 }];

  it('shows the award of ?id= even when it is not listed first (or at all)', () => {
    expect(shownAwardId('3', listed)).toBe('3');
    expect(shownAwardId('999', listed)).toBe('999');
  });

  it('otherwise shows the first listed award (the API lists awards with entries first)', () => {
    expect(shownAwardId(null, listed)).toBe('7');
  });

  it('shows none while the list has not arrived, failed, or is empty', () => {
    expect(shownAwardId(null, undefined)).toBeNull();
    expect(shownAwardId(null, null)).toBeNull();
    expect(shownAwardId(null, [])).toBeNull();
  });
});
