import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { GOODREADS_COLUMNS, GOODREADS_REQUIRED_COLUMNS, IMPORT_MAX_ROWS, type GoodreadsColumn, type ImportRejection } from '@starshelf/contract';
import type { ImportRow } from '../../db/schema.js';
import { csvRecords } from './csv-records.js';
import { readGoodreadsRow, type GoodreadsRecord, type RowProblem } from './goodreads-row.js';

export type ParsedExport = { total: number; rows: ImportRow[]; problems: RowProblem[] };
export type ParseResult = { ok: true; value: ParsedExport } | { ok: false; rejection: ImportRejection };

const refuse = (rejection: ImportRejection): ParseResult => ({ ok: false, rejection });
const KNOWN = new Set<string>(GOODREADS_COLUMNS);
const isColumn = (name: string): name is GoodreadsColumn => KNOWN.has(name);

/** UTF-8 text, or null for bytes that are no text file (a NUL, an invalid sequence). */
function textOf(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** Header name → field index, for the columns we read (Goodreads has moved some over the years). */
function columnIndex(header: readonly string[]): Map<GoodreadsColumn, number> | null {
  const index = new Map<GoodreadsColumn, number>();
  header.forEach((name, position) => {
    const trimmed = name.trim();
    if (isColumn(trimmed) && !index.has(trimmed)) index.set(trimmed, position);
  });
  return GOODREADS_REQUIRED_COLUMNS.every((column) => index.has(column)) ? index : null;
}

// A 20,000-row file takes a second or more to read: other requests get their turn this often.
const YIELD_EVERY_ROWS = 250;

/**
 * Reads an uploaded Goodreads library export. A whole file is refused (nothing imported) when it
 * is no text, has no Goodreads header, has no rows or too many; single bad rows are reported by
 * their number (data rows from 1) and the rest kept.
 */
export async function parseGoodreadsExport(bytes: Buffer): Promise<ParseResult> {
  if (bytes.length === 0) return refuse('empty');
  const text = textOf(bytes);
  if (text === null) return refuse('not-csv');
  if (text.trim() === '') return refuse('empty');

  const records = csvRecords(text);
  const head = records.next();
  if (head.done || !head.value.fields) return refuse('not-goodreads');
  const columns = columnIndex(head.value.fields);
  if (!columns) return refuse('not-goodreads');

  const rows: ImportRow[] = [];
  const problems: RowProblem[] = [];
  let total = 0;
  for (const record of records) {
    total += 1;
    if (total > IMPORT_MAX_ROWS) return refuse('too-many-rows');
    if (total % YIELD_EVERY_ROWS === 0) await yieldToEventLoop();
    if (!record.fields) {
      problems.push({ row: total, reason: 'broken-quoting' });
      continue;
    }
    const fields = record.fields;
    const named: GoodreadsRecord = {};
    for (const [column, position] of columns) named[column] = fields[position];
    const read = readGoodreadsRow(named, total);
    if (read.row) rows.push(read.row);
    if (read.problem) problems.push(read.problem);
  }
  if (total === 0) return refuse('empty');
  return { ok: true, value: { total, rows, problems } };
}
