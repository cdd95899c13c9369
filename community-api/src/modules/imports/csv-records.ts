import { parse } from 'csv-parse/sync';

/** One logical record of the file: its fields, or `broken` when its quoting could not be read. */
export type CsvRecord = { fields: string[]; broken?: never } | { fields?: never; broken: true };

// A quoted field may span lines, but no real record comes near this; past it the quote is broken.
const MAX_RECORD_CHARS = 1024 * 1024;
// csv-parse costs a fraction of a millisecond per call: records are parsed in groups of up to this.
const MAX_GROUP = 256;

type Stretch = { start: number; end: number; text: string; isBalanced: boolean };

const quotesIn = (line: string): number => line.split('"').length - 1;

/** The lines from `start` until the quotes balance: one record, unless its quoting is broken. */
function stretchAt(lines: readonly string[], start: number): Stretch {
  let end = start;
  let text = lines[start] ?? '';
  let quotes = quotesIn(text);
  while (quotes % 2 === 1 && end + 1 < lines.length && text.length <= MAX_RECORD_CHARS) {
    end += 1;
    const next = lines[end] ?? '';
    text += `\n${next}`;
    quotes += quotesIn(next);
  }
  return { start, end, text, isBalanced: quotes % 2 === 0 };
}

/** The records of `text` if it parses as exactly `count` records of `width` fields (any width when undefined). */
function parseGroup(text: string, count: number, width: number | undefined): string[][] | undefined {
  try {
    const records = parse(text, { relax_column_count: true, skip_empty_lines: true }) as string[][];
    if (records.length !== count) return undefined;
    return records.every((fields) => width === undefined || fields.length === width) ? records : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The records of a CSV text, one per data row, in order; blank lines are not records. csv-parse
 * reads the records, but we find where they end ourselves: after a broken quote csv-parse's own
 * "skip the bad record" loses the rows that follow it. A record runs until its quotes balance;
 * when that stretch does not parse as one record of the header's width, its first line alone is
 * the broken record and reading starts again on the next line, so one bad row costs one row.
 * Records are parsed in groups that shrink to one around a failure and grow again after it.
 */
export function* csvRecords(text: string): Generator<CsvRecord> {
  const lines = text.split(/\r?\n/);
  let width: number | undefined;
  let groupSize = 1;
  let index = 0;
  while (index < lines.length) {
    const group: Stretch[] = [];
    for (let next = index; next < lines.length && group.length < groupSize; ) {
      if ((lines[next] ?? '').trim() === '') {
        next += 1;
        continue;
      }
      const stretch = stretchAt(lines, next);
      group.push(stretch);
      next = stretch.end + 1;
      if (!stretch.isBalanced) break;
    }
    const last = group.at(-1);
    if (!last) return;
    const records = group.every((stretch) => stretch.isBalanced) ? parseGroup(group.map((stretch) => stretch.text).join('\n'), group.length, width) : undefined;
    if (records) {
      for (const fields of records) yield { fields };
      width ??= records[0]?.length;
      index = last.end + 1;
      groupSize = Math.min(MAX_GROUP, groupSize * 2);
    } else if (group.length > 1) {
      // Somewhere in this group: look again from its start, one record at a time.
      groupSize = 1;
    } else {
      yield { broken: true };
      index = last.start + 1;
    }
  }
}
