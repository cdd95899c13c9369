import { GOODREADS_COLUMNS, type GoodreadsColumn } from '@starshelf/contract';

export type GoodreadsLine = Partial<Record<GoodreadsColumn, string>>;

/** A cell as Goodreads quotes it: only when it holds a comma, a quote or a line break. */
const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** An ISBN cell as Goodreads writes it: a spreadsheet formula, so the zeros survive (`="0439023483"`). */
export const isbnCell = (isbn: string) => `="${isbn}"`;

/** One line of a Goodreads library export with every column, the missing ones empty. */
export function goodreadsLine(values: GoodreadsLine): string {
  return GOODREADS_COLUMNS.map((column) => cell(values[column] ?? (column === 'ISBN' || column === 'ISBN13' ? isbnCell('') : ''))).join(',');
}

/** A whole export: Goodreads' header and the lines, each ended by a newline. */
export function goodreadsFile(lines: readonly string[]): string {
  return [GOODREADS_COLUMNS.join(','), ...lines].map((line) => `${line}\n`).join('');
}
