import { describe, expect, it } from 'vitest';
import { fromSpreadsheetText, toSpreadsheetText } from './spreadsheet-cell.js';

describe('spreadsheet text cells', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK("http://evil.example","x")`],
    ['+1 for this book', "'+1 for this book"],
    ['- a list item', "'- a list item"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ["'=already quoted", "''=already quoted"],
  ])('puts an apostrophe before %j, which a spreadsheet would run', (value, cell) => {
    expect(toSpreadsheetText(value)).toBe(cell);
  });

  it.each([['The Hunger Games'], ["'Salem's Lot"], ['1984'], [''], ['Catch-22'], ['a = b']])('leaves %j as it is', (value) => {
    expect(toSpreadsheetText(value)).toBe(value);
  });

  // Every string of up to four characters over the characters that matter, and a few ordinary ones.
  const ALPHABET = ["'", '=', '+', '-', '@', '\t', '\r', 'a', ' ', '1'];
  const everyString = (length: number): string[] =>
    length === 0 ? [''] : everyString(length - 1).flatMap((prefix) => [prefix, ...ALPHABET.map((character) => prefix + character)]);
  const values = [...new Set(everyString(4))];

  it('gives back every value exactly after the round trip', () => {
    expect(values.length).toBeGreaterThan(10_000);
    for (const value of values) expect(fromSpreadsheetText(toSpreadsheetText(value))).toBe(value);
  });

  it('never writes a cell that starts a formula', () => {
    for (const value of values) expect(toSpreadsheetText(value)).not.toMatch(/^[=+\-@\t\r]/);
  });
});
