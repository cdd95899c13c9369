import { z } from 'zod';
import type { ReadingStatus } from './enums.js';

/**
 * docs/api.md "Data portability": the Goodreads library export both directions speak.
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

/**
 * docs/api.md "More files people bring": StoryGraph's export, read by these column names. Older exports
 * wrote `Author` and `ISBN` where today's write `Authors` and `ISBN/UID`; either is read. Moods and
 * Tags are not among them: the site keeps no tags of a member, and its moods are the catalogue's
 * (decision 076), so nothing of a member's would hold them (decision 098).
 */
export const STORYGRAPH_COLUMNS = [
  'Title',
  'Authors',
  'Author',
  'ISBN/UID',
  'ISBN',
  'Read Status',
  'Date Added',
  'Last Date Read',
  'Dates Read',
  'Star Rating',
  'Review',
] as const;
export type StoryGraphColumn = (typeof STORYGRAPH_COLUMNS)[number];

/** Without these a file is not a StoryGraph export (`Authors` or the older `Author` too, see above). */
export const STORYGRAPH_REQUIRED_COLUMNS = ['Title', 'Read Status', 'Star Rating'] as const satisfies readonly StoryGraphColumn[];

/**
 * StoryGraph's read statuses and what each becomes on the reading list (decision 098). `paused` is a
 * book being read that waits; `did-not-finish` is on no list here (the reading list has no such
 * status, and "read" or "reading" would say what is not so): its rating and review still come.
 * A row without a status (StoryGraph writes some for books only owned or tagged) is a book to read.
 */
export const STORYGRAPH_READ_STATUS = {
  read: 'read',
  'currently-reading': 'reading',
  paused: 'reading',
  'to-read': 'to_read',
  '': 'to_read',
  'did-not-finish': null,
} as const satisfies Record<string, ReadingStatus | null>;
export type StoryGraphReadStatus = keyof typeof STORYGRAPH_READ_STATUS;

/** The services whose export files the import reads (`POST /api/imports/{source}`). */
export const IMPORT_SOURCES = ['goodreads', 'storygraph'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

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
 * `import.rejected.<reason>`. `not-utf8` is text in another encoding (Windows-1252, Latin-1, UTF-16):
 * refused rather than read as garbled names.
 */
export const IMPORT_REJECTIONS = ['no-file', 'not-csv', 'not-utf8', 'not-goodreads', 'not-storygraph', 'too-large', 'too-many-rows', 'empty'] as const;
export type ImportRejection = (typeof IMPORT_REJECTIONS)[number];

/**
 * Why one row was skipped while the rest were imported (`import.rowProblem.<reason>`):
 * a record that cannot be read at all (`broken-quoting`: a quote that never closes, or a row whose
 * cells do not line up with the header), a rating outside 0-5, a shelf or read status we do not
 * know, a date we cannot read. Three skip only part of their row:
 * - `review-without-rating`: the book is listed, but a review needs a rating here (a review is the
 *   text of a rating), so the review stays behind;
 * - `review-too-long`: the rating and the list entry come, the review (longer than a review written
 *   on the site may be) stays behind, not cut;
 * - `did-not-finish`: StoryGraph's "did not finish" is on no reading list here; its rating and
 *   review (if any) come.
 */
export const IMPORT_ROW_PROBLEMS = [
  'broken-quoting',
  'bad-rating',
  'unknown-shelf',
  'unknown-status',
  'bad-date',
  'no-title',
  'review-without-rating',
  'review-too-long',
  'did-not-finish',
] as const;
export type ImportRowProblem = (typeof IMPORT_ROW_PROBLEMS)[number];

/**
 * Cells read leniently (`import.repair.<what>`), each listed in the report's `repaired`:
 * - `unquoted-formula`: a spreadsheet formula cell such as `="0441569595"` written without the
 *   quotes around it that CSV asks for (older Goodreads exports, other tools, spreadsheet round trips);
 * - `stray-quote`: a quote inside a cell that should have been doubled (`The 12" Single`, or
 *   `"The "Bad" one"`), read as the writer meant it.
 */
export const IMPORT_REPAIRS = ['unquoted-formula', 'stray-quote'] as const;
export type ImportRepair = (typeof IMPORT_REPAIRS)[number];

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** POST /api/imports/goodreads and /api/imports/storygraph answer 202 with this. */
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
 * - `unmatched`: rows that found no book; `problems`: rows skipped for what they hold;
 * - `repaired`: cells read leniently, by row and by the header's name of their column.
 */
export const importReportSchema = z
  .object({
    id: z.uuid(),
    source: z.enum(IMPORT_SOURCES),
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
    repaired: z.array(z.object({ row: z.number().int().positive(), column: z.string(), what: z.enum(IMPORT_REPAIRS) })),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.infer<typeof importReportSchema>;

/** GET /api/reading-list/export: `format` (only goodreads today). */
export const EXPORT_FORMATS = ['goodreads'] as const;
export const readingListExportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS).default('goodreads') });

