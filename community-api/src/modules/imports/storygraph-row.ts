import { STORYGRAPH_READ_STATUS, type StoryGraphColumn } from '@starshelf/contract';
import type { ImportRow } from '../../db/schema.js';
import type { ReadRow, RowProblem } from './export-file.js';
import { isbn13Of, notAfter, unwrapFormula } from './goodreads-fields.js';
import { textCell } from './goodreads-row.js';
import { importedReview } from './review-text.js';
import { firstAuthorOf, lastDayRead, partialDateOf, starRatingOf } from './storygraph-fields.js';

export type StoryGraphRecord = Partial<Record<StoryGraphColumn, string>>;

const isKnownStatus = (status: string): status is keyof typeof STORYGRAPH_READ_STATUS => Object.hasOwn(STORYGRAPH_READ_STATUS, status);

/**
 * One data row of a StoryGraph export as the job applies it. Like a Goodreads row, with StoryGraph's
 * own shapes: quarter stars, several authors, "Last Date Read" or else the reads of "Dates Read",
 * an ISBN/UID that may be an Amazon ASIN (the matcher finds no ISBN in it and goes on by title and
 * author). A book not finished goes on no list (decision 098): with a rating it is applied for the
 * rating, without one there is nothing to apply and only the problem is reported.
 */
export function readStoryGraphRow(record: StoryGraphRecord, row: number, today: string): ReadRow {
  const skip = (reason: RowProblem['reason']): ReadRow => ({ problems: [{ row, reason }] });
  const title = textCell(record.Title).trim();
  if (title === '') return skip('no-title');
  const rating = starRatingOf(record['Star Rating']);
  if (rating === undefined) return skip('bad-rating');
  const readStatus = (record['Read Status'] ?? '').trim().toLowerCase();
  if (!isKnownStatus(readStatus)) return skip('unknown-status');
  const dateAdded = partialDateOf(record['Date Added']);
  const lastDate = partialDateOf(record['Last Date Read']);
  const dateRead = lastDate === null ? lastDayRead(record['Dates Read']) : lastDate;
  if (dateAdded === undefined || dateRead === undefined) return skip('bad-date');

  const status = STORYGRAPH_READ_STATUS[readStatus];
  const { review, isTooLong } = importedReview(textCell(record.Review));
  const problems: RowProblem[] = [];
  if (status === null) problems.push({ row, reason: 'did-not-finish' });
  if (rating === 0 && (review !== null || isTooLong)) problems.push({ row, reason: 'review-without-rating' });
  else if (isTooLong) problems.push({ row, reason: 'review-too-long' });
  if (status === null && rating === 0) return { problems };

  const isbn = record['ISBN/UID'] ?? record.ISBN;
  const parsed: ImportRow = {
    row,
    goodreadsBookId: null,
    title,
    author: firstAuthorOf(textCell(record.Authors ?? record.Author)),
    isbns: unwrapFormula(isbn) === null ? [] : [isbn!],
    isbn13: isbn13Of(isbn),
    rating,
    review: rating === 0 ? null : review,
    status,
    dateRead: notAfter(dateRead, today),
    dateAdded: notAfter(dateAdded, today),
  };
  return { row: parsed, problems };
}
