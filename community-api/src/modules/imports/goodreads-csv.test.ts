import { describe, expect, it } from 'vitest';
import { parseGoodreadsExport } from './goodreads-csv.js';
import { dateOf, ratingOf, unwrapFormula } from './goodreads-fields.js';
import { reviewText } from './review-text.js';

const HEADER = 'Book Id,Title,Author,ISBN,ISBN13,My Rating,Date Read,Date Added,Exclusive Shelf,My Review';
const parse = (text: string) => parseGoodreadsExport(Buffer.from(text, 'utf8'));

describe('parseGoodreadsExport', () => {
  it('reads quoted cells, formula ISBNs, empty fields and a byte order mark', async () => {
    const result = await parse(`\uFEFF${HEADER}\n1,"Dune, Deluxe",Frank Herbert,"=""0441172717""","=""9780441172719""",5,2024/01/31,,read,"Great<br/>book"\n`);
    expect(result).toEqual({
      ok: true,
      value: {
        total: 1,
        problems: [],
        rows: [
          {
            row: 1,
            goodreadsBookId: 1,
            title: 'Dune, Deluxe',
            author: 'Frank Herbert',
            isbns: ['="9780441172719"', '="0441172717"'],
            isbn13: '9780441172719',
            rating: 5,
            review: 'Great\nbook',
            shelf: 'read',
            dateRead: '2024-01-31',
            dateAdded: null,
          },
        ],
      },
    });
  });

  it('reports a row with broken quoting by its number and keeps the rows after it', async () => {
    const result = await parse(`${HEADER}\n1,"The "Bad" one",A,,,0,,,to-read,\n2,Good,B,,,0,,,to-read,\n3,"Two\nlines",C,,,0,,,read,\n`);
    expect(result.ok && result.value.problems).toEqual([{ row: 1, reason: 'broken-quoting' }]);
    expect(result.ok && result.value.rows.map((row) => [row.row, row.title])).toEqual([
      [2, 'Good'],
      [3, 'Two\nlines'],
    ]);
  });

  it('finds one broken row among a thousand and keeps the other 999 in order', async () => {
    const rows = Array.from({ length: 1000 }, (_unused, index) => (index === 599 ? `${index},"Bro"ken",A,,,0,,,to-read,` : `${index},"Book, ${index}",A,,,0,,,to-read,`));
    const result = await parse(`${HEADER}\n${rows.join('\n')}\n`);
    expect(result.ok && result.value.problems).toEqual([{ row: 600, reason: 'broken-quoting' }]);
    expect(result.ok && result.value.rows.map((row) => row.row)).toEqual(Array.from({ length: 1000 }, (_unused, index) => index + 1).filter((row) => row !== 600));
    expect(result.ok && result.value.rows[998]?.title).toBe('Book, 999');
  });

  it('keeps reading after a quote that never closes', async () => {
    const result = await parse(`${HEADER}\n1,"Never closed,A,,,0,,,to-read,\n2,Good,B,,,0,,,to-read,\n`);
    expect(result.ok && result.value.problems).toEqual([{ row: 1, reason: 'broken-quoting' }]);
    expect(result.ok && result.value.rows.map((row) => row.title)).toEqual(['Good']);
  });

  it('skips rows with a rating outside 0-5, an unknown shelf, a bad date or no title', async () => {
    const result = await parse(`${HEADER}\n1,A,X,,,7,,,read,\n2,B,X,,,3,,,owned,\n3,C,X,,,3,2024/02/31,,read,\n4,,X,,,3,,,read,\n5,E,X,,,0,,,read,Words\n`);
    expect(result.ok && result.value.problems).toEqual([
      { row: 1, reason: 'bad-rating' },
      { row: 2, reason: 'unknown-shelf' },
      { row: 3, reason: 'bad-date' },
      { row: 4, reason: 'no-title' },
      { row: 5, reason: 'review-without-rating' },
    ]);
    expect(result.ok && result.value.rows.map((row) => [row.title, row.review])).toEqual([['E', null]]);
  });

  it('refuses binary, headerless and empty files', async () => {
    expect(await parse('')).toEqual({ ok: false, rejection: 'empty' });
    expect(await parse(`${HEADER}\n\n`)).toEqual({ ok: false, rejection: 'empty' });
    expect(await parse('a,b\n1,2\n')).toEqual({ ok: false, rejection: 'not-goodreads' });
    expect(await parseGoodreadsExport(Buffer.from([0x41, 0x00, 0x42]))).toEqual({ ok: false, rejection: 'not-csv' });
    expect(await parseGoodreadsExport(Buffer.from([0x41, 0xc3, 0x28]))).toEqual({ ok: false, rejection: 'not-csv' });
  });
});

describe('Goodreads cells', () => {
  it('reads ratings, dates and formula cells', () => {
    expect([ratingOf(''), ratingOf('0'), ratingOf('5'), ratingOf('7'), ratingOf('3.5'), ratingOf('x')]).toEqual([0, 0, 5, undefined, undefined, undefined]);
    expect([dateOf('2024/01/31'), dateOf('2024-1-5'), dateOf(''), dateOf('31/01/2024'), dateOf('2023/02/29')]).toEqual(['2024-01-31', '2024-01-05', null, undefined, undefined]);
    expect([unwrapFormula('="123"'), unwrapFormula('=""'), unwrapFormula(' 978 ')]).toEqual(['123', null, '978']);
  });

  it('turns a review into text: breaks kept as paragraphs, other HTML dropped, entities decoded', () => {
    expect(reviewText('One<br/><br/><br />Two &amp; <i>three</i><br>four &lt;b&gt;')).toBe('One\n\nTwo & three\nfour <b>');
    expect(reviewText('<br/> ')).toBeNull();
  });
});
