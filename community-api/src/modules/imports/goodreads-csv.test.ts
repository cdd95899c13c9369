import { describe, expect, it } from 'vitest';
import { parseGoodreadsExport } from './goodreads-csv.js';
import { dateOf, ratingOf, unwrapFormula } from './goodreads-fields.js';
import { importedReview, reviewText } from './review-text.js';

const HEADER = 'Book Id,Title,Author,ISBN,ISBN13,My Rating,Date Read,Date Added,Exclusive Shelf,My Review';
const TODAY = '2026-12-05';
const parse = (text: string) => parseGoodreadsExport(Buffer.from(text, 'utf8'), TODAY);

describe('parseGoodreadsExport', () => {
  it('reads quoted cells, formula ISBNs, empty fields and a byte order mark', async () => {
    const result = await parse(`\uFEFF${HEADER}\n1,"Dune, Deluxe",Frank Herbert,"=""0441172717""","=""9780441172719""",5,2024/01/31,,read,"Great<br/>book"\n`);
    expect(result).toEqual({
      ok: true,
      value: {
        total: 1,
        problems: [],
        repaired: [],
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
            status: 'read',
            dateRead: '2024-01-31',
            dateAdded: null,
          },
        ],
      },
    });
  });

  it('reads a quote that was not doubled as its writer meant it, lists the cell as repaired and keeps the rows after it', async () => {
    const result = await parse(`${HEADER}\n1,"The "Bad" one",A,,,0,,,to-read,\n2,Good,B,,,0,,,to-read,\n3,"Two\nlines",C,,,0,,,read,\n`);
    expect(result.ok && result.value.problems).toEqual([]);
    expect(result.ok && result.value.repaired).toEqual([{ row: 1, column: 'Title', what: 'stray-quote' }]);
    expect(result.ok && result.value.rows.map((row) => [row.row, row.title])).toEqual([
      [1, 'The "Bad" one'],
      [2, 'Good'],
      [3, 'Two\nlines'],
    ]);
  });

  it('finds one row that cannot be read among a thousand and keeps the other 999 in order', async () => {
    const rows = Array.from({ length: 1000 }, (_unused, index) => (index === 599 ? `${index},"Bro,ken,A,,,0,,,to-read,` : `${index},"Book, ${index}",A,,,0,,,to-read,`));
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

  it('takes no date past the day of the import', async () => {
    const result = await parse(`${HEADER}\n1,A,X,,,4,2099/01/31,2026/12/06,read,\n2,B,X,,,4,2026/12/05,2026/12/04,read,\n`);
    expect(result.ok && result.value.rows.map((row) => [row.dateRead, row.dateAdded])).toEqual([
      [TODAY, TODAY],
      [TODAY, '2026-12-04'],
    ]);
  });

  it('keeps out a review longer than the site allows, with its rating and shelf, and says so', async () => {
    const result = await parse(`${HEADER}\n1,A,X,,,4,,,read,${'w'.repeat(10_001)}\n2,B,X,,,4,,,read,${'w'.repeat(10_000)}\n`);
    expect(result.ok && result.value.problems).toEqual([{ row: 1, reason: 'review-too-long' }]);
    expect(result.ok && result.value.rows.map((row) => [row.rating, row.status, row.review?.length ?? null])).toEqual([
      [4, 'read', null],
      [4, 'read', 10_000],
    ]);
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
    expect(await parseGoodreadsExport(Buffer.from([0x41, 0x00, 0x42]), TODAY)).toEqual({ ok: false, rejection: 'not-csv' });
  });

  it('refuses text that is not UTF-8 (Windows-1252, UTF-16) with a reason of its own', async () => {
    expect(await parseGoodreadsExport(Buffer.from([0x41, 0xc3, 0x28]), TODAY)).toEqual({ ok: false, rejection: 'not-utf8' });
    expect(await parseGoodreadsExport(Buffer.from(`${HEADER}\n1,Die Stadt der träumenden Bücher,Walter Moers,,,5,,,read,\n`, 'latin1'), TODAY)).toEqual({ ok: false, rejection: 'not-utf8' });
    expect(await parseGoodreadsExport(Buffer.from(`\uFEFF${HEADER}\n`, 'utf16le'), TODAY)).toEqual({ ok: false, rejection: 'not-utf8' });
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
    expect(reviewText('<div>StoryGraph&nbsp;writes</div><div><spoiler>divs</spoiler></div>')).toBe('StoryGraph\u00a0writes\ndivs');
    expect(reviewText('<br/> ')).toBeNull();
  });

  it('holds an imported review to the rules of a review written on the site', () => {
    expect(importedReview('Fine, [see](javascript:alert(1)) and [more](https://example.org).')).toEqual({ review: 'Fine, see and [more](https://example.org).', isTooLong: false });
    expect(importedReview('x'.repeat(10_001))).toEqual({ review: null, isTooLong: true });
    expect(importedReview(' ')).toEqual({ review: null, isTooLong: false });
  });
});
