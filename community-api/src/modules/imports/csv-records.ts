import { CsvError, parse } from 'csv-parse/sync';
import type { ImportRepair } from '@starshelf/contract';

/** A cell read leniently: its field's index and what was wrong with how it was written. */
export type RepairedCell = { column: number; what: ImportRepair };

/** One logical record of the file: its fields (and the cells read leniently), or `broken` when it cannot be read. */
export type CsvRecord = { fields: string[]; repaired: RepairedCell[]; broken?: never } | { fields?: never; repaired?: never; broken: true };

// A quoted field may span lines, but no real record comes near this; past it the quote is broken.
const MAX_RECORD_CHARS = 1024 * 1024;
// Records per csv-parse call (each call costs a little). A group starts at one record after a
// record that cannot be read and doubles while records read well: a file of broken lines then costs
// a call per line, not a whole group per line.
const MAX_GROUP_RECORDS = 256;
const NEWLINE = 0x0a;
const QUOTE = '"';

/**
 * How csv-parse reads here: as a lenient, well-kept reader does. `relax_quotes` reads a quote inside
 * an unquoted cell (`="0441569595"`, `12" Single`) as a character, and a quote inside a quoted cell
 * that is not doubled as the end of its quoting; `bom` drops a UTF-8 byte order mark; a record ends
 * at CRLF or LF, whichever each line has (StoryGraph's exports mix them; csv-parse would otherwise
 * take the first it meets for the whole text). Widths are checked here, not there.
 */
const LENIENT = {
  bom: true,
  relax_quotes: true,
  relax_column_count: true,
  record_delimiter: ['\r\n', '\n'],
  max_record_size: MAX_RECORD_CHARS,
};

type Parsed = { fields: string[]; start: number; end: number };

/**
 * Up to `limit` records from byte `offset`, each with its byte range. When csv-parse cannot read a
 * record (a quote that never closes before the end or MAX_RECORD_CHARS), `failedAt` is where it began.
 */
function readGroup(bytes: Buffer, offset: number, limit: number): { records: Parsed[]; failedAt?: number } {
  const records: Parsed[] = [];
  let start = offset;
  try {
    // No `cast` hook (it would tell each cell's quoting, but makes csv-parse some fifteen times slower).
    parse(bytes.subarray(offset), {
      ...LENIENT,
      to: limit,
      on_record: (fields: string[], context) => {
        const end = offset + context.bytes;
        records.push({ fields, start, end });
        start = end;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { records, failedAt: start };
  }
  return { records };
}

/** Where the line holding byte `at` ends: the start of the next one. */
function nextLine(bytes: Buffer, at: number): number {
  const newline = bytes.indexOf(NEWLINE, at);
  return newline === -1 ? bytes.length : newline + 1;
}

const isBlank = (fields: readonly string[]) => fields.length === 1 && fields[0]!.trim() === '';
const isFormula = (value: string) => /^="[^"]*"$/.test(value);
// How a strict writer writes a cell holding quotes: quoted, its quotes doubled.
const strictForm = (value: string) => `"${value.replaceAll(QUOTE, '""')}"`;

/**
 * The record with its repairs, or null when it cannot be read: its width is not the header's (cells
 * moved, or a broken quote swallowed the lines after it), or a quote that was not doubled sits in a
 * quoted cell that spans lines (where that cell was meant to end cannot be told).
 *
 * Which cells needed leniency is read from the record's own text, for the cells holding a quote: one
 * written strictly is there in its strict form. Otherwise a cell starting with a quote was quoted
 * (a quote opens quoting at the start of a cell) with a quote inside it that was not doubled, and
 * csv-parse kept its quotes as written; any other was not quoted and holds a quote as a character.
 */
function checked(bytes: Buffer, parsed: Parsed, width: number | undefined): { fields: string[]; repaired: RepairedCell[] } | null {
  if (width !== undefined && parsed.fields.length !== width) return null;
  const fields = parsed.fields;
  const repaired: RepairedCell[] = [];
  let raw: string | undefined;
  for (const [column, value] of fields.entries()) {
    if (!value.includes(QUOTE)) continue;
    raw ??= bytes.toString('utf8', parsed.start, parsed.end);
    if (raw.includes(strictForm(value))) continue;
    if (!value.startsWith(QUOTE)) {
      repaired.push({ column, what: isFormula(value) ? 'unquoted-formula' : 'stray-quote' });
      continue;
    }
    if (/[\r\n]/.test(value)) return null;
    // `"The "Bad" one"` was meant as `The "Bad" one`.
    fields[column] = value.slice(1, value.length > 1 && value.endsWith(QUOTE) ? -1 : undefined);
    repaired.push({ column, what: 'stray-quote' });
  }
  return { fields, repaired };
}

/**
 * The records of a CSV file (UTF-8 bytes), one per data row, in order, the header first; blank
 * lines are not records. csv-parse reads them leniently (see LENIENT) and says which cells needed
 * it. A record that cannot be read at all costs its first line only: it is reported as broken and
 * reading starts again on the next line, so the rows after it are kept (csv-parse's own "skip the
 * bad record" would lose every row a never-closed quote swallowed).
 */
export function* csvRecords(bytes: Buffer): Generator<CsvRecord> {
  let width: number | undefined;
  let offset = 0;
  let groupSize = 1;
  while (offset < bytes.length) {
    const { records, failedAt } = readGroup(bytes, offset, groupSize);
    let next = failedAt ?? records.at(-1)?.end ?? bytes.length;
    let isBroken = failedAt !== undefined;
    for (const parsed of records) {
      if (isBlank(parsed.fields)) continue;
      const record = checked(bytes, parsed, width);
      if (!record) {
        next = parsed.start;
        isBroken = true;
        break;
      }
      width ??= record.fields.length;
      yield record;
    }
    if (isBroken) {
      yield { broken: true };
      next = nextLine(bytes, next);
    }
    groupSize = isBroken ? 1 : Math.min(MAX_GROUP_RECORDS, groupSize * 2);
    offset = next;
  }
}
