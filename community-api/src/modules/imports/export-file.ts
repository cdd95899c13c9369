import { isUtf8 } from 'node:buffer';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { IMPORT_MAX_ROWS, type ImportRejection, type ImportReport } from '@starshelf/contract';
import type { ImportRow } from '../../db/schema.js';
import { csvRecords } from './csv-records.js';

export type RowProblem = ImportReport['problems'][number];
export type RepairedCell = ImportReport['repaired'][number];
/** One data row as the job applies it (when there is one to apply) and what was wrong with it. */
export type ReadRow = { row?: ImportRow; problems: RowProblem[] };

export type ParsedExport = { total: number; rows: ImportRow[]; problems: RowProblem[]; repaired: RepairedCell[] };
export type ParseResult = { ok: true; value: ParsedExport } | { ok: false; rejection: ImportRejection };

/** What tells one service's export from another and how its rows read. */
export type ExportFormat<C extends string> = {
  columns: readonly C[];
  /** Whether a header holding these columns is this service's export. */
  isExport: (has: (column: C) => boolean) => boolean;
  /** The refusal for a CSV that is not. */
  notThisExport: ImportRejection;
  readRow: (record: Partial<Record<C, string>>, row: number) => ReadRow;
};

const refuse = (rejection: ImportRejection): ParseResult => ({ ok: false, rejection });

// Little-endian and big-endian UTF-16 byte order marks: what Excel's "Unicode text" writes.
const isUtf16 = (bytes: Buffer) => bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));

/** Why these bytes are no UTF-8 text: binary (a NUL) or text in another encoding; null when they are. */
function textRefusal(bytes: Buffer): ImportRejection | null {
  if (isUtf16(bytes)) return 'not-utf8';
  if (bytes.includes(0)) return 'not-csv';
  return isUtf8(bytes) ? null : 'not-utf8';
}

/** Header name → field index, for the columns the format reads (the first of a repeated name). */
function columnIndex<C extends string>(header: readonly string[], columns: readonly C[]): Map<C, number> {
  const known = new Set<string>(columns);
  const index = new Map<C, number>();
  header.forEach((name, position) => {
    const trimmed = name.trim();
    if (known.has(trimmed) && !index.has(trimmed as C)) index.set(trimmed as C, position);
  });
  return index;
}

// A 20,000-row file takes a while to read: other requests get their turn this often.
const YIELD_EVERY_ROWS = 250;

/**
 * Reads an uploaded export. A whole file is refused (nothing imported) when it is no UTF-8 text,
 * has not the service's header, has no rows or too many; single rows that cannot be read, or hold
 * what cannot be imported, are reported by their number (data rows from 1) and the rest kept. Cells
 * read leniently are listed by row and column name.
 */
export async function readExportFile<C extends string>(bytes: Buffer, format: ExportFormat<C>): Promise<ParseResult> {
  if (bytes.length === 0) return refuse('empty');
  const refusal = textRefusal(bytes);
  if (refusal) return refuse(refusal);

  const records = csvRecords(bytes);
  const head = records.next();
  if (head.done) return refuse('empty');
  if (!head.value.fields) return refuse(format.notThisExport);
  const header = head.value.fields.map((name) => name.trim());
  const columns = columnIndex(header, format.columns);
  if (!format.isExport((column) => columns.has(column))) return refuse(format.notThisExport);

  const parsed: ParsedExport = { total: 0, rows: [], problems: [], repaired: [] };
  for (const record of records) {
    const row = (parsed.total += 1);
    if (row > IMPORT_MAX_ROWS) return refuse('too-many-rows');
    if (row % YIELD_EVERY_ROWS === 0) await yieldToEventLoop();
    if (!record.fields) {
      parsed.problems.push({ row, reason: 'broken-quoting' });
      continue;
    }
    for (const cell of record.repaired) parsed.repaired.push({ row, column: header[cell.column] ?? `#${cell.column + 1}`, what: cell.what });
    const named: Partial<Record<C, string>> = {};
    for (const [column, position] of columns) named[column] = record.fields[position];
    const read = format.readRow(named, row);
    if (read.row) parsed.rows.push(read.row);
    parsed.problems.push(...read.problems);
  }
  if (parsed.total === 0) return refuse('empty');
  return { ok: true, value: parsed };
}
