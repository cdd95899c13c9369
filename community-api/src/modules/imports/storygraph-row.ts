import { STORYGRAPH_READ_STATUS, type StoryGraphColumn } from '@starshelf/contract';
import type { ReadRow, RowProblem } from './export-file.js';
import { isbn13Of, unwrapFormula } from './goodreads-fields.js';
import { textCell } from './goodreads-row.js';
import { importRow, readingOf, reviewProblems } from './import-row.js';
import { firstAuthorOf, lastDayRead, partialDateOf, starRatingOf } from './storygraph-fields.js';

export type StoryGraphRecord = Partial<Record<StoryGraphColumn, string>>;

/**
 * One data row of a StoryGraph export as the job applies it. Like a Goodreads row, with StoryGraph's
 * own shapes: quarter stars, several authors, "Last Date Read" or else the reads of "Dates Read",
 * an ISBN/UID that may be an Amazon ASIN (the matcher finds no ISBN in it and goes on by title and
 * author). A book not finished goes on no list (decision 098): with a rating it is applied for the
 * rating, without one there is nothing to apply and only the problem is reported.
 */
export function readStoryGraphRow(record: StoryGraphRecord, row: number, today: string): ReadRow {
  const lastDate = partialDateOf(record['Last Date Read']);
  const cells = {
    title: textCell(record.Title).trim(),
    rating: starRatingOf(record['Star Rating']),
    status: (record['Read Status'] ?? '').trim().toLowerCase(),
    dateRead: lastDate === null ? lastDayRead(record['Dates Read']) : lastDate,
    dateAdded: partialDateOf(record['Date Added']),
    review: textCell(record.Review),
  };
  const read = readingOf(row, cells, STORYGRAPH_READ_STATUS, 'unknown-status');
  if ('skipped' in read) return read.skipped;
  const { reading } = read;
  const problems: RowProblem[] = [...(reading.status === null ? [{ row, reason: 'did-not-finish' } as const] : []), ...reviewProblems(row, reading)];
  if (reading.status === null && reading.rating === 0) return { problems };

  const isbn = record['ISBN/UID'] ?? record.ISBN;
  const book = {
    row,
    goodreadsBookId: null,
    title: read.title,
    author: firstAuthorOf(textCell(record.Authors ?? record.Author)),
    isbns: unwrapFormula(isbn) === null ? [] : [isbn!],
    isbn13: isbn13Of(isbn),
  };
  return { row: importRow(book, reading, today), problems };
}
