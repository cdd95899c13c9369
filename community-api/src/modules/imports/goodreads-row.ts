import { fromSpreadsheetText, GOODREADS_SHELF_STATUS, type GoodreadsColumn } from '@starshelf/contract';
import type { ImportRow } from '../../db/schema.js';
import type { ReadRow, RowProblem } from './export-file.js';
import { dateOf, goodreadsIdOf, isbn13Of, notAfter, ratingOf, unwrapFormula } from './goodreads-fields.js';
import { importedReview } from './review-text.js';

export type GoodreadsRecord = Partial<Record<GoodreadsColumn, string>>;

// Our export guards text cells against spreadsheet formulas with one apostrophe (decision 080).
export const textCell = (cell: string | undefined): string => fromSpreadsheetText(cell ?? '');

const isKnownShelf = (shelf: string): shelf is keyof typeof GOODREADS_SHELF_STATUS => Object.hasOwn(GOODREADS_SHELF_STATUS, shelf);

/**
 * One data row of the export as the job applies it, or the reason it is skipped. A review that
 * cannot come (no rating, too long) keeps its row and is reported; every other problem skips the row.
 * Dates after `today` (the day of the import) are that day.
 */
export function readGoodreadsRow(record: GoodreadsRecord, row: number, today: string): ReadRow {
  const skip = (reason: RowProblem['reason']): ReadRow => ({ problems: [{ row, reason }] });
  const title = textCell(record.Title).trim();
  if (title === '') return skip('no-title');
  const rating = ratingOf(record['My Rating']);
  if (rating === undefined) return skip('bad-rating');
  const shelf = (record['Exclusive Shelf'] ?? '').trim().toLowerCase();
  if (!isKnownShelf(shelf)) return skip('unknown-shelf');
  const dateRead = dateOf(record['Date Read']);
  const dateAdded = dateOf(record['Date Added']);
  if (dateRead === undefined || dateAdded === undefined) return skip('bad-date');

  const { review, isTooLong } = importedReview(textCell(record['My Review']));
  const isbns = [record.ISBN13, record.ISBN].filter((cell): cell is string => unwrapFormula(cell) !== null);
  const parsed: ImportRow = {
    row,
    goodreadsBookId: goodreadsIdOf(record['Book Id']),
    title,
    author: textCell(record.Author).trim(),
    // The raw cells: the catalogue's matcher normalises `="..."`, hyphens and ISBN-10 itself.
    isbns,
    isbn13: isbn13Of(record.ISBN13),
    rating,
    review: rating === 0 ? null : review,
    status: GOODREADS_SHELF_STATUS[shelf],
    dateRead: notAfter(dateRead, today),
    dateAdded: notAfter(dateAdded, today),
  };
  const problems: RowProblem[] = [];
  if (rating === 0 && (review !== null || isTooLong)) problems.push({ row, reason: 'review-without-rating' });
  else if (isTooLong) problems.push({ row, reason: 'review-too-long' });
  return { row: parsed, problems };
}
