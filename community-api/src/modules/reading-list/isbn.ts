/** Both forms of a book's ISBN; null where the form does not exist (an ISBN-13 starting 979 has no ISBN-10). */
export type IsbnPair = { isbn10: string | null; isbn13: string | null };

const NONE: IsbnPair = { isbn10: null, isbn13: null };

/** Weighted sum 10..2 of the first nine digits; the check digit makes the whole divisible by 11. */
function isbn10CheckDigit(nineDigits: string): string {
  const sum = [...nineDigits].reduce((total, digit, index) => total + Number(digit) * (10 - index), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** Weights 1 and 3 alternating over the first twelve digits; the check digit rounds up to a multiple of 10. */
function isbn13CheckDigit(twelveDigits: string): string {
  const sum = [...twelveDigits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
}

/**
 * The ISBN-10 and ISBN-13 of what an edition stores (hyphens and spaces allowed). The stored form
 * is written as it is; the other is derived with a fresh check digit. Anything that is not 10 or
 * 13 digits is no ISBN we can name.
 */
export function isbnPair(stored: string | null | undefined): IsbnPair {
  const compact = (stored ?? '').replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{13}$/.test(compact)) {
    return { isbn13: compact, isbn10: compact.startsWith('978') ? compact.slice(3, 12) + isbn10CheckDigit(compact.slice(3, 12)) : null };
  }
  if (/^\d{9}[\dX]$/.test(compact)) {
    const twelve = `978${compact.slice(0, 9)}`;
    return { isbn10: compact, isbn13: twelve + isbn13CheckDigit(twelve) };
  }
  return NONE;
}
