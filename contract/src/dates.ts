export const MISSING_DATE = 'N/A';

// UTC so a date-only value ('2024-01-05', parsed as UTC midnight) shows the same day on the
// server and in every browser time zone.
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'January 5, 2024', or 'N/A' when the value is missing or not a date. */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return MISSING_DATE;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? MISSING_DATE : LONG_DATE.format(date);
}
