import { z } from 'zod';
import type { ReadingStatus } from './enums.js';

/**
 * API.md "Data portability": the Goodreads library export both directions speak (issue 18).
 * The import reads these columns by name (Goodreads has moved some over the years); the export
 * writes exactly these, in this order, as Goodreads' own "Export Library" does.
 */
export const GOODREADS_COLUMNS = [
  'Book Id',
  'Title',
  'Author',
  'Author l-f',
  'Additional Authors',
  'ISBN',
  'ISBN13',
  'My Rating',
  'Average Rating',
  'Publisher',
  'Binding',
  'Number of Pages',
  'Year Published',
  'Original Publication Year',
  'Date Read',
  'Date Added',
  'Bookshelves',
  'Bookshelves with positions',
  'Exclusive Shelf',
  'My Review',
  'Spoiler',
  'Private Notes',
  'Read Count',
  'Owned Copies',
] as const;
export type GoodreadsColumn = (typeof GOODREADS_COLUMNS)[number];

/** Without these a file is not a Goodreads export, whatever else it holds. */
export const GOODREADS_REQUIRED_COLUMNS = ['Title', 'Author', 'My Rating', 'Exclusive Shelf'] as const satisfies readonly GoodreadsColumn[];

/** The upload's limits: checked before the body is read into memory, and on the parsed rows. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** The multipart field that carries the file. */
export const IMPORT_FILE_FIELD = 'file';

/** Goodreads' exclusive shelves and the reading-list status each becomes. */
export const GOODREADS_SHELF_STATUS = {
  read: 'read',
  'currently-reading': 'reading',
  'to-read': 'to_read',
} as const satisfies Record<string, ReadingStatus>;
export type GoodreadsShelf = keyof typeof GOODREADS_SHELF_STATUS;

/** The shelf the export writes for each status (the inverse of the table above). */
export const STATUS_GOODREADS_SHELF: Readonly<Record<ReadingStatus, GoodreadsShelf>> = {
  read: 'read',
  reading: 'currently-reading',
  to_read: 'to-read',
};

/**
 * Why a whole file is refused (400 VALIDATION_FAILED, `details: [{ path: 'file', message: <reason> }]`;
 * `too-large` is 413). Nothing is imported from a refused file. The front end shows
 * `import.rejected.<reason>`.
 */
export const IMPORT_REJECTIONS = ['no-file', 'not-csv', 'not-goodreads', 'too-large', 'too-many-rows', 'empty'] as const;
export type ImportRejection = (typeof IMPORT_REJECTIONS)[number];

/**
 * Why one row was skipped while the rest were imported (`import.rowProblem.<reason>`):
 * broken quoting, a rating outside 0-5, a shelf we do not know, a date we cannot read.
 * `review-without-rating` is the one that skips only part of its row: the book is listed, but a
 * review needs a rating here (a review is the text of a rating), so the review stays behind.
 */
export const IMPORT_ROW_PROBLEMS = ['broken-quoting', 'bad-rating', 'unknown-shelf', 'bad-date', 'no-title', 'review-without-rating'] as const;
export type ImportRowProblem = (typeof IMPORT_ROW_PROBLEMS)[number];

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** POST /api/imports/goodreads answers 202 with this. */
export const importAcceptedSchema = z.object({ id: z.uuid() }).meta({ id: 'ImportAccepted' });
export type ImportAccepted = z.infer<typeof importAcceptedSchema>;

/** GET /api/imports/{id}: the path parameter. */
export const importIdSchema = z.uuid();

/**
 * GET /api/imports/{id}: progress while it runs, the report when it is done. Row numbers are the
 * file's data rows counted from 1 (the header is row 0), as a spreadsheet shows them minus one.
 * - `matched`: rows that found a catalogue book;
 * - `created`: what the import added or changed (a rating or review that differed counts);
 * - `alreadyThere`: matched rows that changed nothing (the second import of the same file);
 * - `unmatched`: rows that found no book; `problems`: rows skipped for what they hold.
 */
export const importReportSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(IMPORT_STATUSES),
    fileName: z.string().nullable(),
    total: z.number().int().nonnegative(),
    processed: z.number().int().nonnegative(),
    matched: z.number().int().nonnegative(),
    created: z.object({
      ratings: z.number().int().nonnegative(),
      reviews: z.number().int().nonnegative(),
      readingList: z.number().int().nonnegative(),
    }),
    alreadyThere: z.number().int().nonnegative(),
    unmatched: z.array(
      z.object({ row: z.number().int().positive(), title: z.string(), author: z.string(), isbn13: z.string().nullable() }),
    ),
    problems: z.array(z.object({ row: z.number().int().positive(), reason: z.enum(IMPORT_ROW_PROBLEMS) })),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.infer<typeof importReportSchema>;

/** GET /api/reading-list/export: `format` (only goodreads today). */
export const EXPORT_FORMATS = ['goodreads'] as const;
export const readingListExportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS).default('goodreads') });

