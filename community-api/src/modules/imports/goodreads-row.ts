import { fromSpreadsheetText, GOODREADS_SHELF_STATUS, type GoodreadsColumn, type ImportRowProblem } from '@starshelf/contract';
import type { ImportRow } from '../../db/schema.js';
import { dateOf, goodreadsIdOf, isbn13Of, ratingOf, unwrapFormula } from './goodreads-fields.js';
import { reviewText } from './review-text.js';

export type GoodreadsRecord = Partial<Record<GoodreadsColumn, string>>;
export type RowProblem = { row: number; reason: ImportRowProblem };
export type ReadRow = { row: ImportRow; problem?: RowProblem } | { row?: never; problem: RowProblem };

// Our export guards text cells against spreadsheet formulas with one apostrophe (decision 080).
const textCell = (cell: string | undefined): string => fromSpreadsheetText(cell ?? '');

const isKnownShelf = (shelf: string): shelf is keyof typeof GOODREADS_SHELF_STATUS => Object.hasOwn(GOODREADS_SHELF_STATUS, shelf);

/**
 * One data row of the export as the job applies it, or the reason it is skipped. A review without a
 * rating keeps its row (the book is still listed) and is reported; every other problem skips the row.
 */
export function readGoodreadsRow(record: GoodreadsRecord, row: number): ReadRow {
  const title = textCell(record.Title).trim();
  if (title === '') return { problem: { row, reason: 'no-title' } };
  const rating = ratingOf(record['My Rating']);
  if (rating === undefined) return { problem: { row, reason: 'bad-rating' } };
  const shelf = (record['Exclusive Shelf'] ?? '').trim().toLowerCase();
  if (!isKnownShelf(shelf)) return { problem: { row, reason: 'unknown-shelf' } };
  const dateRead = dateOf(record['Date Read']);
  const dateAdded = dateOf(record['Date Added']);
  if (dateRead === undefined || dateAdded === undefined) return { problem: { row, reason: 'bad-date' } };

  const review = reviewText(textCell(record['My Review']));
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
    shelf,
    dateRead,
    dateAdded,
  };
  if (rating === 0 && review !== null) return { row: parsed, problem: { row, reason: 'review-without-rating' } };
  return { row: parsed };
}
