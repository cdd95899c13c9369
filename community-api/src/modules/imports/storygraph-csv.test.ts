import { describe, expect, it } from 'vitest';
import { parseStoryGraphExport } from './storygraph-csv.js';
import { lastDayRead, partialDateOf, starRatingOf } from './storygraph-fields.js';

const TODAY = '2026-12-05';
const HEADER = 'Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Moods,Pace,Star Rating,Review,Tags,Owned?';
const parse = (text: string) => parseStoryGraphExport(Buffer.from(text, 'utf8'), TODAY);
const rowsOf = async (lines: string[]) => {
  const result = await parse(`${HEADER}\n${lines.join('\n')}\n`);
  if (!result.ok) throw new Error(result.rejection);
  return result.value;
};

describe('parseStoryGraphExport', () => {
  it('reads a row with quarter stars, several authors, an HTML review and its dates', async () => {
    const { rows, problems } = await rowsOf(['Good Omens,"Neil Gaiman, Terry Pratchett","",9780060853983,paperback,read,2022/05/01,2022/05/20,2022/05/03-2022/05/20,1,"funny, lighthearted",medium,3.75,"<div>Funny.</div><div>Kind.</div>","",Yes']);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        row: 1,
        goodreadsBookId: null,
        title: 'Good Omens',
        author: 'Neil Gaiman',
        isbns: ['9780060853983'],
        isbn13: '9780060853983',
        rating: 4,
        review: 'Funny.\nKind.',
        status: 'read',
        dateRead: '2022-05-20',
        dateAdded: '2022-05-01',
      },
    ]);
  });

  it('lists each status as the reading list has it: paused is reading, no status is to read, did-not-finish is on no list', async () => {
    const { rows, problems } = await rowsOf([
      'A,W,"",,paperback,read,2024/01/01,,,1,,,4,"",,No',
      'B,W,"",,paperback,currently-reading,2024/01/01,,,0,,,,"",,No',
      'C,W,"",,paperback,paused,2024/01/01,,,0,,,,"",,No',
      'D,W,"",,paperback,to-read,2024/01/01,,,0,,,,"",,No',
      'E,W,"",,paperback,,,,,0,,,,"","owned",Yes',
      'F,W,"",,paperback,did-not-finish,2024/01/01,,,0,,,2.5,"Not for me.",,No',
      'G,W,"",,paperback,did-not-finish,2024/01/01,,,0,,,,"Gave up.",,No',
      'H,W,"",,paperback,wishlist,2024/01/01,,,0,,,,"",,No',
    ]);
    expect(rows.map((row) => [row.title, row.status, row.rating, row.review])).toEqual([
      ['A', 'read', 4, null],
      ['B', 'reading', 0, null],
      ['C', 'reading', 0, null],
      ['D', 'to_read', 0, null],
      ['E', 'to_read', 0, null],
      ['F', null, 3, 'Not for me.'],
    ]);
    expect(problems).toEqual([
      { row: 6, reason: 'did-not-finish' },
      { row: 7, reason: 'did-not-finish' },
      { row: 7, reason: 'review-without-rating' },
      { row: 8, reason: 'unknown-status' },
    ]);
  });

  it('reads the older export header (Author, ISBN) too', async () => {
    const result = await parse('Title,Author,Contributors,ISBN,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Star Rating,Review\n"Bloom into You, Vol. 3","Nio Nakatani, Jenny McKeon","",,,read,2020/01/08,"","",1,5.0,\n');
    expect(result.ok && result.value.rows.map((row) => [row.title, row.author, row.rating])).toEqual([['Bloom into You, Vol. 3', 'Nio Nakatani', 5]]);
  });

  it('takes no date past the day of the import, and skips a row whose date cannot be read', async () => {
    const { rows, problems } = await rowsOf(['A,W,"",,paperback,read,2099/01/01,2099/07/04,,1,,,4,"",,No', 'B,W,"",,paperback,read,2024/01/01,,2024/13/01,1,,,4,"",,No']);
    expect(rows.map((row) => [row.dateAdded, row.dateRead])).toEqual([[TODAY, TODAY]]);
    expect(problems).toEqual([{ row: 2, reason: 'bad-date' }]);
  });

  it('refuses a Goodreads export, and any CSV without StoryGraph\'s columns', async () => {
    expect(await parse('Book Id,Title,Author,My Rating,Exclusive Shelf\n1,Dune,Frank Herbert,5,read\n')).toEqual({ ok: false, rejection: 'not-storygraph' });
    expect(await parse('Title,Authors,Read Status\nDune,Frank Herbert,read\n')).toEqual({ ok: false, rejection: 'not-storygraph' });
  });
});

describe('StoryGraph cells', () => {
  it('reads quarter stars as whole ones, a comma as the decimal point, empty or 0 as no rating', () => {
    expect(['4.25', '4.5', '0.25', '5.0', '4,75', '', '0', '0.0'].map(starRatingOf)).toEqual([4, 5, 1, 5, 5, 0, 0, 0]);
    expect(['5.25', '-1', 'n/a', '4.5 stars', '0x4'].map(starRatingOf)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('reads a day, a month or a year, each as its first day', () => {
    expect(['2023/01/15', '2023/01', '2023', '', '2023/13', '2023/02/30', 'soon'].map(partialDateOf)).toEqual(['2023-01-15', '2023-01-01', '2023-01-01', null, undefined, undefined, undefined]);
  });

  it('takes the latest end among the reads of "Dates Read"', () => {
    expect(lastDayRead('2021/10/05-2021/11/30, 2019/01/01-2019/02/01')).toBe('2021-11-30');
    expect(lastDayRead('2024/09, 2025/02/13-2025/03/15')).toBe('2025-03-15');
    expect(lastDayRead('2024')).toBe('2024-01-01');
    expect(lastDayRead('')).toBeNull();
    expect(lastDayRead('last summer')).toBeUndefined();
  });
});
