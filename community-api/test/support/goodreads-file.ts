import { GOODREADS_COLUMNS, type GoodreadsColumn } from '@starshelf/contract';

export type GoodreadsLine = Partial<Record<GoodreadsColumn, string>>;

/** A cell as Goodreads quotes it: only when it holds a comma, a quote or a line break. */
const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** An ISBN cell as Goodreads writes it: a spreadsheet formula, so the zeros survive (`="0439023483"`). */
export const isbnCell = (isbn: string) => `="${isbn}"`;

const isIsbnColumn = (column: GoodreadsColumn) => column === 'ISBN' || column === 'ISBN13';

/**
 * One line of a Goodreads library export with every column, the missing ones empty. Goodreads today
 * quotes the ISBN formulas like any cell holding quotes (`"=""0441569595"""`); `isbns: 'unquoted'`
 * writes them as older exports and other tools do (`="0441569595"`), which CSV does not allow.
 */
export function goodreadsLine(values: GoodreadsLine, { isbns = 'quoted' }: { isbns?: 'quoted' | 'unquoted' } = {}): string {
  return GOODREADS_COLUMNS.map((column) => {
    if (!isIsbnColumn(column)) return cell(values[column] ?? '');
    const formula = values[column] ?? isbnCell('');
    return isbns === 'unquoted' ? formula : cell(formula);
  }).join(',');
}

/** A whole export: Goodreads' header and the lines, each ended by a newline. */
export function goodreadsFile(lines: readonly string[]): string {
  return [GOODREADS_COLUMNS.join(','), ...lines].map((line) => `${line}\n`).join('');
}
