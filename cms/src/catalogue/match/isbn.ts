// Goodreads writes ISBNs as spreadsheet formulas (="9780439023481", ="" when it has none); editors
// type them with hyphens or spaces. Everything is compared in one form: the ISBN-13.

/** The characters an ISBN is made of: `="…"` quoting, hyphens and spaces dropped, `x` as `X`. */
function isbnCharacters(raw: string): string {
  return raw.toUpperCase().replace(/[^0-9X]/g, '');
}

function isValidIsbn10(digits: string): boolean {
  if (!/^[0-9]{9}[0-9X]$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const value = digits[i] === 'X' ? 10 : Number(digits[i]);
    sum += value * (10 - i);
  }
  return sum % 11 === 0;
}

function isbn13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

function isValidIsbn13(digits: string): boolean {
  return /^97[89][0-9]{10}$/.test(digits) && isbn13CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

/** The ISBN-13 of an ISBN written any of those ways, or null when there is none or its check digit is wrong. */
export function normaliseIsbn(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const digits = isbnCharacters(raw);
  if (isValidIsbn13(digits)) return digits;
  if (isValidIsbn10(digits)) {
    const first12 = `978${digits.slice(0, 9)}`;
    return `${first12}${isbn13CheckDigit(first12)}`;
  }
  return null;
}

/** The ISBN-10 of a 978 ISBN-13 (979 numbers have none), so editions stored in the older form are found. */
export function isbn10Of(isbn13: string): string | null {
  if (!isbn13.startsWith('978')) return null;
  const first9 = isbn13.slice(3, 12);
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return `${first9}${check === 10 ? 'X' : String(check)}`;
}
