import { beforeAll, describe, expect, it } from 'vitest';

import { matchShelfBooks, type ShelfBookKey } from '../src/catalogue/index.js';
import { catalogueQuery } from '../src/catalogue/sql.js';
import { matchByTitleAndAuthor } from '../src/catalogue/match/title-author.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

const key = (partial: Partial<ShelfBookKey>): ShelfBookKey => ({ isbns: [], goodreadsBookId: null, title: '', author: '', ...partial });

describe('matching Goodreads shelf rows to catalogue books', () => {
  const catalogue = useTestCatalogue('match');

  async function author(name: string): Promise<number> {
    return (await catalogue.payload.create({ collection: 'authors', data: { name } as never, overrideAccess: true })).id;
  }

  async function book(title: string, authors: number[], extra: { goodreadsBookId?: number; ratings?: number } = {}): Promise<number> {
    const created = await catalogue.payload.create({
      collection: 'books',
      data: { title, authors, goodreadsBookId: extra.goodreadsBookId } as never,
      overrideAccess: true,
    });
    if (extra.ratings !== undefined) await catalogueQuery('update cms.books set ratings_count = $2 where id = $1', [created.id, extra.ratings]);
    return created.id;
  }

  async function edition(bookId: number, data: { isbn?: string; goodreadsBookId?: number }): Promise<void> {
    await catalogue.payload.create({ collection: 'editions', data: { book: bookId, title: 'An edition', ...data } as never, overrideAccess: true });
  }

  let collins: number;
  let hungerGames: number;
  let catchingFire: number;

  beforeAll(async () => {
    collins = await author('Suzanne Collins');
    hungerGames = await book('The Hunger Games', [collins], { goodreadsBookId: 2767052, ratings: 100 });
    await edition(hungerGames, { isbn: '9780439023481' });
    catchingFire = await book('Catching Fire', [collins], { ratings: 50 });
    await edition(catchingFire, { isbn: '0-439-02349-1', goodreadsBookId: 6148028 });
  });

  it('matches by the ISBN of an edition, whichever form Goodreads and the catalogue write it in', async () => {
    const matches = await matchShelfBooks([key({ isbns: ['="0439023483"', '=""'] }), key({ isbns: ['=""', '="9780439023498"'] })]);
    expect(matches).toEqual([
      { bookId: hungerGames, by: 'isbn' },
      { bookId: catchingFire, by: 'isbn' },
    ]);
  });

  it('matches by the Goodreads id of the book or of any of its editions', async () => {
    const matches = await matchShelfBooks([key({ goodreadsBookId: 2767052 }), key({ goodreadsBookId: 6148028 })]);
    expect(matches).toEqual([
      { bookId: hungerGames, by: 'goodreads-id' },
      { bookId: catchingFire, by: 'goodreads-id' },
    ]);
  });

  it('matches by title and author when neither ISBN nor Goodreads id is known', async () => {
    expect(await matchShelfBooks([key({ title: 'Catching Fire', author: 'Suzanne Collins' })])).toEqual([{ bookId: catchingFire, by: 'title-author' }]);
  });

  it('prefers the ISBN to the Goodreads id, and the Goodreads id to the title', async () => {
    const matches = await matchShelfBooks([
      key({ isbns: ['9780439023481'], goodreadsBookId: 6148028, title: 'Catching Fire', author: 'Suzanne Collins' }),
      key({ isbns: ['9780439023482'], goodreadsBookId: 6148028, title: 'The Hunger Games', author: 'Suzanne Collins' }),
    ]);
    expect(matches).toEqual([
      { bookId: hungerGames, by: 'isbn' },
      { bookId: catchingFire, by: 'goodreads-id' },
    ]);
  });

  it('finds a title that carries its series in parentheses', async () => {
    const [match] = await matchShelfBooks([key({ title: 'The Hunger Games (The Hunger Games, #1)', author: 'Suzanne Collins' })]);
    expect(match).toEqual({ bookId: hungerGames, by: 'title-author' });
  });

  it('folds accents, case and punctuation in titles and author names as the search does', async () => {
    const garcia = await author('Gabriel García Márquez');
    const solitude = await book('Cien años de soledad', [garcia]);
    const [match] = await matchShelfBooks([key({ title: 'CIEN ANOS DE SOLEDAD', author: 'gabriel garcia  marquez' })]);
    expect(match).toEqual({ bookId: solitude, by: 'title-author' });
  });

  it('matches the author against any of the book\'s authors', async () => {
    const pratchett = await author('Terry Pratchett');
    const gaiman = await author('Neil Gaiman');
    const goodOmens = await book('Good Omens', [pratchett, gaiman]);
    const [match] = await matchShelfBooks([key({ title: 'Good Omens', author: 'Neil Gaiman' })]);
    expect(match).toEqual({ bookId: goodOmens, by: 'title-author' });
  });

  it('takes the most rated book when several share the title and author', async () => {
    const tolstoy = await author('Leo Tolstoy');
    await book('Collected Stories', [tolstoy], { ratings: 3 });
    const popular = await book('Collected Stories', [tolstoy], { ratings: 300 });
    const [match] = await matchShelfBooks([key({ title: 'Collected Stories', author: 'Leo Tolstoy' })]);
    expect(match).toEqual({ bookId: popular, by: 'title-author' });
  });

  it('gives null for a row nothing in the catalogue matches', async () => {
    const matches = await matchShelfBooks([
      key({ isbns: ['9780306406157'], goodreadsBookId: 99999999, title: 'A Book Nobody Wrote', author: 'Nobody' }),
      key({ title: 'Catching Fire', author: 'Someone Else' }),
      key({ isbns: ['=""'] }),
    ]);
    expect(matches).toEqual([null, null, null]);
  });

  // Decision 148: an author with many books is matched from the titles asked for. Every author here
  // has few, so the whole catalogue is read both ways: the answers must be the same.
  it('answers the same when every author is matched from the titles asked for', async () => {
    const keys = [
      { title: 'The Hunger Games (The Hunger Games, #1)', author: 'Suzanne Collins' },
      { title: 'catching fire', author: 'SUZANNE COLLINS' },
      { title: 'CIEN ANOS DE SOLEDAD', author: 'gabriel garcia  marquez' },
      { title: 'Good Omens', author: 'Neil Gaiman' },
      { title: 'Good Omens', author: 'Terry Pratchett' },
      { title: 'Collected Stories', author: 'Leo Tolstoy' },
      { title: 'Catching Fire', author: 'Someone Else' },
      { title: 'A Book Nobody Wrote', author: 'Suzanne Collins' },
      { title: '', author: '' },
    ];
    const everyBook = await matchByTitleAndAuthor(keys, Number.POSITIVE_INFINITY);
    expect(everyBook.filter((id) => id !== null)).toHaveLength(6);
    expect(await matchByTitleAndAuthor(keys, 0)).toEqual(everyBook);
  });

  it('from the titles, finds a book asked for without its series parenthesis through the original title it is known by', async () => {
    const riordan = await author('Rick Riordan');
    // The original title is the title; the search index keeps it without its series suffix.
    const files = await book('The Demigod Files (Percy Jackson and the Olympians)', [riordan]);
    const keys = [
      { title: 'The Demigod Files (Percy Jackson and the Olympians)', author: 'Rick Riordan' },
      { title: 'The Demigod Files', author: 'Rick Riordan' },
      { title: 'Percy Jackson and the Olympians', author: 'Rick Riordan' },
    ];
    expect(await matchByTitleAndAuthor(keys, Number.POSITIVE_INFINITY)).toEqual([files, files, null]);
    expect(await matchByTitleAndAuthor(keys, 0)).toEqual([files, files, null]);
  });

  it('keeps statistics on the ISBN digits, the expression of their partial index, which the planner does not read', async () => {
    const [index] = await catalogueQuery<{ definition: string }>(`select pg_get_indexdef('cms.editions_isbn_digits_idx'::regclass) as definition`);
    const expressions = await catalogueQuery<{ expr: string }>(`select expr from pg_stats_ext_exprs where schemaname = 'cms' and statistics_name = 'editions_isbn_digits_stats'`);
    expect(expressions).toHaveLength(1);
    // Analysed (the statistics hold the expression's distinct count), over the index's expression.
    expect(index?.definition).toContain(expressions[0]!.expr.replace(/^\((.*)\)$/, '$1'));
  });

  // Its speed is measured by `npm run bench:import` (bench/), not timed here.
  it('answers 2,000 keys in one call, in order', async () => {
    const kinds: ShelfBookKey[] = [
      key({ isbns: ['0439023483'] }),
      key({ goodreadsBookId: 6148028 }),
      key({ title: 'Catching Fire', author: 'Suzanne Collins' }),
      key({ title: 'Missing', author: 'Nobody' }),
    ];
    const keys = Array.from({ length: 2000 }, (_, i) => {
      const kind = kinds[i % kinds.length]!;
      return { ...kind, title: kind.title && `${kind.title}${i % 8 === 7 ? ` ${i}` : ''}` };
    });
    const matches = await matchShelfBooks(keys);
    expect(matches).toHaveLength(2000);
    expect(matches[0]).toEqual({ bookId: hungerGames, by: 'isbn' });
    expect(matches[1]).toEqual({ bookId: catchingFire, by: 'goodreads-id' });
    expect(matches[2]).toEqual({ bookId: catchingFire, by: 'title-author' });
    expect(matches[3]).toBeNull();
    expect(matches.filter((match) => match === null)).toHaveLength(500);
  });
});
