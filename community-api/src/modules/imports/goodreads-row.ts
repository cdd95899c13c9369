import { fromSpreadsheetText, GOODREADS_SHELF_STATUS, type GoodreadsColumn } from '@starshelf/contract';
import type { ReadRow } from './export-file.js';
import { dateOf, goodreadsIdOf, isbn13Of, ratingOf, unwrapFormula } from './goodreads-fields.js';
import { importRow, readingOf, reviewProblems } from './import-row.js';

export type GoodreadsRecord = Partial<Record<GoodreadsColumn, string>>;

// Our export guards text cells against spreadsheet formulas with one apostrophe (decision 080).
export const textCell = (cell: string | undefined): string => fromSpreadsheetText(cell ?? '');

/**
 * One data row of the export as the job applies it, or the reason it is skipped. A review that
 * cannot come (no rating, too long) keeps its row and is reported; every other problem skips the row.
 * Dates after `today` (the day of the import) are that day.
 */
export function readGoodreadsRow(record: GoodreadsRecord, row: number, today: string): ReadRow {
  const cells = {
    title: textCell(record.Title).trim(),
    rating: ratingOf(record['My Rating']),
    status: (record['Exclusive Shelf'] ?? '').trim().toLowerCase(),
    dateRead: dateOf(record['Date Read']),
    dateAdded: dateOf(record['Date Added']),
    review: textCell(record['My Review']),
  };
  const read = readingOf(row, cells, GOODREADS_SHELF_STATUS, 'unknown-shelf');
  if ('skipped' in read) return read.skipped;
  const book = {
    row,
    goodreadsBookId: goodreadsIdOf(record['Book Id']),
    title: read.title,
    author: textCell(record.Author).trim(),
    // The raw cells: the catalogue's matcher normalises `="..."`, hyphens and ISBN-10 itself.
    isbns: [record.ISBN13, record.ISBN].filter((cell): cell is string => unwrapFormula(cell) !== null),
    isbn13: isbn13Of(record.ISBN13),
  };
  return { row: importRow(book, read.reading, today), problems: reviewProblems(row, read.reading) };
}
