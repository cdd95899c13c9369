import { GOODREADS_COLUMNS, GOODREADS_REQUIRED_COLUMNS } from '@starshelf/contract';
import { readExportFile, type ParseResult } from './export-file.js';
import { readGoodreadsRow } from './goodreads-row.js';

/**
 * Reads an uploaded Goodreads library export (see readExportFile for what refuses a whole file).
 * `today` (YYYY-MM-DD, UTC) is the day of the import: no date of the file is taken past it.
 */
export function parseGoodreadsExport(bytes: Buffer, today: string): Promise<ParseResult> {
  return readExportFile(bytes, {
    columns: GOODREADS_COLUMNS,
    isExport: (has) => GOODREADS_REQUIRED_COLUMNS.every(has),
    notThisExport: 'not-goodreads',
    readRow: (record, row) => readGoodreadsRow(record, row, today),
  });
}
