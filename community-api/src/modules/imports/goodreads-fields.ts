/** Readers of single Goodreads cells, StoryGraph's too; each answers null for "nothing there". */

// Goodreads wraps ISBNs as a spreadsheet formula (`="9780142437230"`) so spreadsheets keep the zeros.
const FORMULA = /^="(.*)"$/;

/** The cell's value without the `="..."` wrapper, trimmed; null when empty. */
export function unwrapFormula(cell: string | undefined): string | null {
  const value = (cell ?? '').trim().replace(FORMULA, '$1').trim();
  return value === '' ? null : value;
}

/** ISBN-13 digits for the report, or null. */
export function isbn13Of(cell: string | undefined): string | null {
  const digits = unwrapFormula(cell)?.replace(/[^0-9]/g, '') ?? '';
  return digits.length === 13 ? digits : null;
}

/** Goodreads' numeric book id, or null. */
export function goodreadsIdOf(cell: string | undefined): number | null {
  const value = (cell ?? '').trim();
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** 0 (no rating) to 5; undefined for anything else (a 7, a 3.5, a word). An empty cell is 0. */
export function ratingOf(cell: string | undefined): number | undefined {
  const value = (cell ?? '').trim();
  if (value === '') return 0;
  if (!/^\d$/.test(value)) return undefined;
  const rating = Number(value);
  return rating <= 5 ? rating : undefined;
}

// Goodreads writes `2024/01/31`; other tools (and spreadsheets) write `2024-01-31`.
const DATE = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/;

/** The calendar day as `YYYY-MM-DD`; null for an empty cell, undefined for one we cannot read. */
export function dateOf(cell: string | undefined): string | null | undefined {
  const value = (cell ?? '').trim();
  if (value === '') return null;
  const parts = DATE.exec(value);
  if (!parts) return undefined;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2024-02-31 over into March; a day that moved was not a real day.
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** A day from the file, or the day of the import when it lies after it (a date in the future is no reading). */
export function notAfter(day: string | null, today: string): string | null {
  return day !== null && day > today ? today : day;
}
