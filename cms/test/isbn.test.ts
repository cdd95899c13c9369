import { describe, expect, it } from 'vitest';

import { isbn10Of, normaliseIsbn } from '../src/catalogue/match/isbn.js';

describe('normaliseIsbn', () => {
  it.each([
    ['="9780439023481"', '9780439023481'],
    ['9780439023481', '9780439023481'],
    ['="0439023483"', '9780439023481'],
    ['0439023483', '9780439023481'],
    ['978-0-439-02348-1', '9780439023481'],
    ['0 439 02348 3', '9780439023481'],
    ['080442957X', '9780804429573'],
    ['0-8044-2957-x', '9780804429573'],
    ['9791032305690', '9791032305690'],
  ])('reads %s as the ISBN-13 %s', (written, expected) => {
    expect(normaliseIsbn(written)).toBe(expected);
  });

  it.each([['=""'], [''], ['9780439023482'], ['0439023484'], ['043902348'], ['97804390234811'], ['1234567890123'], ['X439023483']])(
    'gives null for %j, which is no valid ISBN',
    (written) => {
      expect(normaliseIsbn(written)).toBeNull();
    },
  );

  it('gives null when there is no ISBN at all', () => {
    expect(normaliseIsbn(null)).toBeNull();
    expect(normaliseIsbn(undefined)).toBeNull();
  });
});

describe('isbn10Of', () => {
  it('turns a 978 ISBN-13 back into its ISBN-10, X check digit included', () => {
    expect(isbn10Of('9780439023481')).toBe('0439023483');
    expect(isbn10Of('9780804429573')).toBe('080442957X');
  });

  it('gives null for a 979 ISBN-13, which has no ISBN-10', () => {
    expect(isbn10Of('9791032305690')).toBeNull();
  });
});
