/**
 * CSV formula injection (decision 080): a spreadsheet opening a CSV runs a cell that starts with
 * one of these as a formula (`=HYPERLINK(...)`, `+cmd|...`, `@SUM(...)`), tab and carriage return
 * included because some spreadsheets skip them before looking.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA_START = /^'+[=+\-@\t\r]/;

/**
 * A text cell the export writes: one apostrophe goes before a cell that a spreadsheet would run
 * (and before one that already starts with apostrophes and then such a character), so the cell
 * shows as text. `fromSpreadsheetText` takes exactly that apostrophe off again: the round trip
 * through our own import is exact for every value.
 */
export function toSpreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The inverse of `toSpreadsheetText`, for the import of a file we (or anyone following the rule) wrote. */
export function fromSpreadsheetText(cell: string): string {
  return ESCAPED_FORMULA_START.test(cell) ? cell.slice(1) : cell;
}
