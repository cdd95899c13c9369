import type { ImportRow } from '../../db/schema.js';
import type { ReadRow, RowProblem } from './export-file.js';
import { notAfter } from './goodreads-fields.js';
import { importedReview } from './review-text.js';

/** What a row says about the member's reading, whichever site exported it. */
export type Reading = {
  rating: number;
  /** `importedReview` of the row's review cell. */
  review: { review: string | null; isTooLong: boolean };
  status: ImportRow['status'];
  dateRead: string | null;
  dateAdded: string | null;
};

/** A review cannot come without a rating, nor whole when it is too long; its row comes all the same. */
export function reviewProblems(row: number, { rating, review: { review, isTooLong } }: Pick<Reading, 'rating' | 'review'>): RowProblem[] {
  if (rating === 0 && (review !== null || isTooLong)) return [{ row, reason: 'review-without-rating' }];
  return isTooLong ? [{ row, reason: 'review-too-long' }] : [];
}

/** The row as the job applies it: the book as the file names it, the reading with no day after `today`. */
export function importRow(book: Pick<ImportRow, 'row' | 'goodreadsBookId' | 'title' | 'author' | 'isbns' | 'isbn13'>, reading: Reading, today: string): ImportRow {
  return {
    ...book,
    rating: reading.rating,
    review: reading.rating === 0 ? null : reading.review.review,
    status: reading.status,
    dateRead: notAfter(reading.dateRead, today),
    dateAdded: notAfter(reading.dateAdded, today),
  };
}

/** A row's cells that every export has, each read by its service's rules (undefined: unreadable). */
export type ReadingCells = {
  title: string;
  rating: number | undefined;
  /** The shelf or read status as written, lower-cased. */
  status: string;
  dateRead: string | null | undefined;
  dateAdded: string | null | undefined;
  review: string;
};

/**
 * The title and reading of a row, or the row skipped for the first cell it cannot do without, in the
 * order the report names them: no title, a rating that is none, a status the service does not have,
 * a date that is none.
 */
export function readingOf(
  row: number,
  cells: ReadingCells,
  statuses: Readonly<Record<string, ImportRow['status']>>,
  unknownStatus: Extract<RowProblem['reason'], 'unknown-shelf' | 'unknown-status'>,
): { title: string; reading: Reading } | { skipped: ReadRow } {
  const skip = (reason: RowProblem['reason']) => ({ skipped: { problems: [{ row, reason }] } });
  const { title, rating, status, dateRead, dateAdded } = cells;
  if (title === '') return skip('no-title');
  if (rating === undefined) return skip('bad-rating');
  if (!Object.hasOwn(statuses, status)) return skip(unknownStatus);
  if (dateRead === undefined || dateAdded === undefined) return skip('bad-date');
  return { title, reading: { rating, review: importedReview(cells.review), status: statuses[status] ?? null, dateRead, dateAdded } };
}
