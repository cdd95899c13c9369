import { describe, expect, it } from 'vitest';
import { csvRecords, type CsvRecord } from './csv-records.js';

const read = (text: string | Buffer): CsvRecord[] => [...csvRecords(Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'))];

describe('csvRecords', () => {
  it('reads an ISBN written ="…" without the quotes around it, and lists the cell', () => {
    expect(read('Title,ISBN,ISBN13\nNeuromancer,="0441569595",="9780441569595"\nNo ISBN,="",=""\n')).toEqual([
      { fields: ['Title', 'ISBN', 'ISBN13'], repaired: [] },
      {
        fields: ['Neuromancer', '="0441569595"', '="9780441569595"'],
        repaired: [
          { column: 1, what: 'unquoted-formula' },
          { column: 2, what: 'unquoted-formula' },
        ],
      },
      {
        fields: ['No ISBN', '=""', '=""'],
        repaired: [
          { column: 1, what: 'unquoted-formula' },
          { column: 2, what: 'unquoted-formula' },
        ],
      },
    ]);
  });

  it('reads the ISBN quoted as CSV asks ("=""…""") with nothing to repair', () => {
    expect(read('Title,ISBN\n"Dune, Deluxe","=""0441172717"""\n')[1]).toEqual({ fields: ['Dune, Deluxe', '="0441172717"'], repaired: [] });
  });

  it('reads a stray quote in an unquoted cell as a character', () => {
    expect(read('Title,Author\nThe 12" Single,Writer\n')[1]).toEqual({ fields: ['The 12" Single', 'Writer'], repaired: [{ column: 0, what: 'stray-quote' }] });
  });

  it('reads a quoted cell whose inner quotes were not doubled as its writer meant it', () => {
    expect(read('Title,Author\n"The "Bad" one",Writer\n"The "Unfinished one,Writer\n')).toEqual([
      { fields: ['Title', 'Author'], repaired: [] },
      { fields: ['The "Bad" one', 'Writer'], repaired: [{ column: 0, what: 'stray-quote' }] },
      { fields: ['The "Unfinished one', 'Writer'], repaired: [{ column: 0, what: 'stray-quote' }] },
    ]);
  });

  it('leaves cells that truly start with a quote (written """…) as they are', () => {
    expect(read('Title,Author\n"""Hi"" she said","A ""quoted"" name"\n')[1]).toEqual({ fields: ['"Hi" she said', 'A "quoted" name'], repaired: [] });
  });

  it('drops a byte order mark and reads CRLF, LF and mixed line ends, keeping a review\'s own line breaks', () => {
    const records = read('\uFEFFTitle,Review\r\nOne,"First line\r\nsecond line"\nTwo,plain\r\n\r\nThree,last');
    expect(records).toEqual([
      { fields: ['Title', 'Review'], repaired: [] },
      { fields: ['One', 'First line\r\nsecond line'], repaired: [] },
      { fields: ['Two', 'plain'], repaired: [] },
      { fields: ['Three', 'last'], repaired: [] },
    ]);
  });

  it('reports a quote that never closes as one broken record and reads on from the next line', () => {
    expect(read('Title,Author\n"Never closed,A\nGood,B\n"Dune, Deluxe",C\nLast,D\n')).toEqual([
      { fields: ['Title', 'Author'], repaired: [] },
      { broken: true },
      { fields: ['Good', 'B'], repaired: [] },
      { fields: ['Dune, Deluxe', 'C'], repaired: [] },
      { fields: ['Last', 'D'], repaired: [] },
    ]);
    expect(read('Title,Author\nFine,A\n"Open to the end,B\nC,D')).toEqual([
      { fields: ['Title', 'Author'], repaired: [] },
      { fields: ['Fine', 'A'], repaired: [] },
      { broken: true },
      { fields: ['C', 'D'], repaired: [] },
    ]);
  });

  it('reports a row whose cells do not line up with the header as broken', () => {
    expect(read('Title,Author\nDune, Deluxe,Frank Herbert\nKindred,Octavia E. Butler\n')).toEqual([
      { fields: ['Title', 'Author'], repaired: [] },
      { broken: true },
      { fields: ['Kindred', 'Octavia E. Butler'], repaired: [] },
    ]);
  });

  it('reads 20,000 lines that each open a quote and never close it in linear time', () => {
    const text = `a,b,c\n${Array.from({ length: 20_000 }, (_unused, index) => `"${index},b,c`).join('\n')}`;
    const started = performance.now();
    const records = read(text);
    expect(records.filter((record) => record.broken)).toHaveLength(20_000);
    // About a second on a busy machine; a reader that rereads the rest of the file per line takes minutes.
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});
