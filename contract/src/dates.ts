export const MISSING_DATE = 'N/A';

let longDate: Intl.DateTimeFormat | undefined;

/**
 * Made on first use, not when the module loads: a browser's first formatter loads locale and
 * time-zone data (measured: 118 ms of a book page's start in Chromium), which a page showing no
 * date should not pay. UTC so a date-only value ('2024-01-05', parsed as UTC midnight) shows the
 * same day on the server and in every browser time zone.
 */
function longDateFormat(): Intl.DateTimeFormat {
  longDate ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return longDate;
}

/** 'January 5, 2024', or 'N/A' when the value is missing or not a date. */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return MISSING_DATE;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? MISSING_DATE : longDateFormat().format(date);
}
