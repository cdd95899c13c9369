import { describe, expect, it } from 'vitest';
import { isbnPair } from './isbn.js';

describe('isbnPair', () => {
  it('derives the ISBN-10 of a 978 ISBN-13', () => {
    expect(isbnPair('9780439023481')).toEqual({ isbn13: '9780439023481', isbn10: '0439023483' });
  });

  it('writes X when the ISBN-10 check digit is ten', () => {
    expect(isbnPair('9780804429573')).toEqual({ isbn13: '9780804429573', isbn10: '080442957X' });
  });

  it('derives the ISBN-13 of an ISBN-10, hyphens and a lower-case x allowed', () => {
    expect(isbnPair('0-8044-2957-x')).toEqual({ isbn10: '080442957X', isbn13: '9780804429573' });
  });

  it('has no ISBN-10 for a 979 ISBN-13', () => {
    expect(isbnPair('9791032705285')).toEqual({ isbn13: '9791032705285', isbn10: null });
  });

  it.each([[null], [''], ['12345'], ['not an isbn 1234']])('names no ISBN for %j', (stored) => {
    expect(isbnPair(stored)).toEqual({ isbn10: null, isbn13: null });
  });
});
