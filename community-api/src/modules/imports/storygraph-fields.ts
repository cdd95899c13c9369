import { ratingFromQuarterStars } from '@starshelf/contract';
import { dateOf } from './goodreads-fields.js';

/** Readers of single StoryGraph cells; each answers null for "nothing there", undefined for what cannot be read. */

// StoryGraph writes `2023/01/15`, or only `2023/01` or `2023` when the member gave no more.
const PARTIAL_DATE = /^(\d{4})(?:[/-](\d{1,2}))?$/;

/** The day of a full date; a month or a year alone is its first day. */
export function partialDateOf(cell: string | undefined): string | null | undefined {
  const value = (cell ?? '').trim();
  const partial = PARTIAL_DATE.exec(value);
  if (!partial) return dateOf(value);
  const month = partial[2] ?? '1';
  return Number(month) >= 1 && Number(month) <= 12 ? dateOf(`${partial[1]}/${month}/1`) : undefined;
}

// One date of "Dates Read": a day, a month or a year.
const DATE_TOKEN = /\d{4}(?:\/\d{1,2}){0,2}/g;

/**
 * The last day of reading in "Dates Read": its reads are separated by commas, each a day or a
 * `start-end` range (`2023/01/02-2023/01/15, 2024/03`); the latest end wins.
 */
export function lastDayRead(cell: string | undefined): string | null | undefined {
  const reads = (cell ?? '').split(',').map((read) => read.trim()).filter((read) => read !== '');
  let last: string | null = null;
  for (const read of reads) {
    const end = read.match(DATE_TOKEN)?.at(-1);
    const day = end === undefined ? undefined : partialDateOf(end);
    if (!day) return undefined;
    if (last === null || day > last) last = day;
  }
  return last;
}

/** 1-5 from StoryGraph's quarter stars (contract ratingFromQuarterStars), 0 for none; undefined for no star rating. */
export function starRatingOf(cell: string | undefined): number | undefined {
  // A spreadsheet in a German or Italian locale writes 4,25.
  const value = (cell ?? '').trim().replace(',', '.');
  if (value === '') return 0;
  if (!/^\d{1,2}(\.\d+)?$/.test(value)) return undefined;
  const rating = ratingFromQuarterStars(Number(value));
  return rating === null ? 0 : rating;
}

/** The first of the authors (`Neil Gaiman, Terry Pratchett`): the one the catalogue's matcher looks for. */
export function firstAuthorOf(cell: string): string {
  return cell.split(',')[0]!.trim();
}
