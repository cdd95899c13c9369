import { parse } from 'csv-parse/sync';

/** One logical record of the file: its fields, or `broken` when its quoting could not be read. */
export type CsvRecord = { fields: string[]; broken?: never } | { fields?: never; broken: true };

// A quoted field may span lines, but no real record comes near this; past it the quote is broken.
const MAX_RECORD_CHARS = 1024 * 1024;

const quotesIn = (line: string): number => line.split('"').length - 1;

function parseOne(text: string, width: number | undefined): string[] | undefined {
  try {
    const records = parse(text, { relax_column_count: true, skip_empty_lines: true }) as string[][];
    const [fields] = records;
    if (records.length !== 1 || fields === undefined) return undefined;
    return width === undefined || fields.length === width ? fields : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The records of a CSV text, one per data row, in order; blank lines are not records. csv-parse
 * reads each record, but we find where records end ourselves: after a broken quote csv-parse's own
 * "skip the bad record" loses the rows that follow it. A record runs until its quotes balance; when
 * that stretch does not parse as one record of the header's width, its first line alone is the
 * broken record and reading starts again on the next line, so one bad row costs one row.
 */
export function* csvRecords(text: string): Generator<CsvRecord> {
  const lines = text.split(/\r?\n/);
  let width: number | undefined;
  let index = 0;
  while (index < lines.length) {
    const first = lines[index] ?? '';
    if (first.trim() === '') {
      index += 1;
      continue;
    }
    let end = index;
    let stretch = first;
    let quotes = quotesIn(first);
    while (quotes % 2 === 1 && end + 1 < lines.length && stretch.length <= MAX_RECORD_CHARS) {
      end += 1;
      const next = lines[end] ?? '';
      stretch += `\n${next}`;
      quotes += quotesIn(next);
    }
    const fields = quotes % 2 === 0 ? parseOne(stretch, width) : undefined;
    if (fields) {
      width ??= fields.length;
      index = end + 1;
      yield { fields };
    } else {
      index += 1;
      yield { broken: true };
    }
  }
}
