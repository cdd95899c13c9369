import { STORYGRAPH_COLUMNS, STORYGRAPH_REQUIRED_COLUMNS } from '@starshelf/contract';
import { readExportFile, type ParseResult } from './export-file.js';
import { readStoryGraphRow } from './storygraph-row.js';

/**
 * Reads an uploaded StoryGraph export (see readExportFile for what refuses a whole file); `today`
 * (YYYY-MM-DD, UTC) is the day of the import, past which no date of the file is taken.
 */
export function parseStoryGraphExport(bytes: Buffer, today: string): Promise<ParseResult> {
  return readExportFile(bytes, {
    columns: STORYGRAPH_COLUMNS,
    isExport: (has) => STORYGRAPH_REQUIRED_COLUMNS.every(has) && (has('Authors') || has('Author')),
    notThisExport: 'not-storygraph',
    readRow: (record, row) => readStoryGraphRow(record, row, today),
  });
}
