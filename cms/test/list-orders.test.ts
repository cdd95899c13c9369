import type { Locale } from '@starshelf/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { findAuthors, findBooks, type BookSort, type FindBooksQuery } from '../src/catalogue/index.js';
import { decodeCursor } from '../src/catalogue/read/book-list-keys.js';
import { authorListPage } from '../src/catalogue/read/find-authors.js';
import { bookListStatements, type BookListFilters, type GenreShape } from '../src/catalogue/read/find-books.js';
import { InvalidCursorError } from '../src/catalogue/read/list-keys.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';
import { planWithScansPricedOut } from './helpers/plan-priced-out.js';

const LOCALES: Locale[] = ['en', 'de', 'it'];

// Decision 135: every order of the books list reads an index over the public rows, and the title
// orders follow the reader's title with docs/rules.md's fallback (their language, then English).
describe('the books list orders', () => {
  const catalogue = useTestCatalogue('list-orders');
  let pool: pg.Pool;
  const titles: Array<{ id: number; en: string; de?: string; it?: string }> = [];
  const genres = { wide: 0, rare: 0 };

  const create = async (data: Record<string, unknown>, options: Record<string, unknown> = {}) =>
    Number((await catalogue.payload.create({ collection: 'books', data: data as never, locale: 'en', overrideAccess: true, ...options })).id);

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: catalogue.databaseUrl, max: 2 });
    const rows = [
      { en: 'alpha Centauri', de: 'Zeta Reise', publicationYear: 1990 },
      { en: 'Beta', it: 'Ómega', publicationYear: 1970 },
      { en: 'gamma Rays', publicationYear: 2001 },
      { en: 'Zulu', de: 'Anfang', it: 'Anfang italiano', publicationYear: 1970 },
      { en: 'Delta', publicationYear: null },
    ];
    for (const { en, de, it: italian, publicationYear } of rows) {
      const id = await create({ title: en, publicationYear });
      if (de) await catalogue.payload.update({ collection: 'books', id, data: { title: de } as never, locale: 'de', overrideAccess: true });
      if (italian) await catalogue.payload.update({ collection: 'books', id, data: { title: italian } as never, locale: 'it', overrideAccess: true });
      titles.push({ id, en, ...(de ? { de } : {}), ...(italian ? { it: italian } : {}) });
    }
    // Decision 141: a wide genre (four of the five books) and a rare one (two), and moods.
    for (const slug of ['wide', 'rare'] as const) {
      const genre = await catalogue.payload.create({ collection: 'genres', data: { name: slug, slug } as never, overrideAccess: true });
      genres[slug] = Number(genre.id);
    }
    const genresOf = (index: number) => [...(index < 4 ? [genres.wide] : []), ...(index % 2 === 1 ? [genres.rare] : [])];
    for (const [index, row] of titles.entries()) {
      await catalogue.payload.update({ collection: 'books', id: row.id, data: { genres: genresOf(index) } as never, overrideAccess: true });
    }
    await pool.query(`insert into cms.book_moods (book_id, mood, share) select id, mood, 0.5 from unnest($1::int[], $2::text[]) as t(id, mood)`, [
      [titles[0]!.id, titles[0]!.id, titles[2]!.id, titles[3]!.id],
      ['dark', 'funny', 'dark', 'funny'],
    ]);
    // Neither a draft nor a book in the trash is listed, in any order.
    await create({ title: 'Aaa draft', _status: 'draft' }, { draft: true });
    const trashed = await create({ title: 'Aaa trashed' });
    await catalogue.payload.update({ collection: 'books', id: trashed, data: { deletedAt: new Date().toISOString() } as never, overrideAccess: true });
  });

  afterAll(async () => {
    await pool?.end();
  });

  const titleIn = (row: (typeof titles)[number], locale: Locale) => (row[locale] ?? row.en).toLowerCase();

  it.each(LOCALES)('sorts by the reader\'s title, falling back to English (%s)', async (locale) => {
    const expected = [...titles].sort((a, b) => (titleIn(a, locale) < titleIn(b, locale) ? -1 : titleIn(a, locale) > titleIn(b, locale) ? 1 : a.id - b.id));
    const ascending = await findBooks({ locale, page: 1, limit: 24, sort: 'title_asc' });
    expect(ascending.items.map((book) => book.id)).toEqual(expected.map((row) => row.id));
    expect(ascending.total).toBe(titles.length);
    const descending = await findBooks({ locale, page: 1, limit: 24, sort: 'title_desc' });
    expect(descending.items.map((book) => book.id)).toEqual(expected.map((row) => row.id).reverse());
    // Pages of two never overlap or skip a book.
    const pages = await Promise.all([1, 2, 3].map((page) => findBooks({ locale, page, limit: 2, sort: 'title_asc' })));
    expect(pages.flatMap((paged) => paged.items.map((book) => book.id))).toEqual(expected.map((row) => row.id));
  });

  it('keeps the year orders and the total, and asks the keeper for the total', async () => {
    const newest = await findBooks({ page: 1, limit: 24, sort: 'newest' });
    expect(newest.items.map((book) => book.publicationYear)).toEqual([2001, 1990, 1970, 1970, null]);
    const keys: string[] = [];
    const kept = await findBooks({
      page: 1,
      limit: 24,
      sort: 'oldest',
      keepCount: async (key) => {
        keys.push(key);
        return 12_345;
      },
    });
    expect(kept.items.map((book) => book.publicationYear)).toEqual([1970, 1970, 1990, 2001, null]);
    expect(kept.total).toBe(12_345);
    expect(keys).toHaveLength(1);
  });

  // With sequential scans and sorts priced out, a statement whose order no index matches still
  // sorts: the plan names the index only when the order and the index's expression agree.
  it.each(['newest', 'oldest', 'rating', 'title_asc', 'title_desc'] as BookSort[])('reads the %s order from an index', async (sort) => {
    const expectedIndex = {
      newest: 'books_public_newest_idx',
      oldest: 'books_public_oldest_idx',
      rating: 'books_public_rating_idx',
      title_asc: 'search_documents_book_title_de_idx',
      title_desc: 'search_documents_book_title_de_idx',
    }[sort];
    const { ids, values } = bookListStatements(sort, 'de');
    const text = await planWithScansPricedOut(pool, ids, [...values, 24, 0]);
    expect(text).toContain(expectedIndex);
    expect(text).not.toMatch(/\bSort\b/);
  });

  const SORTS: BookSort[] = ['newest', 'oldest', 'rating', 'title_asc', 'title_desc'];
  const idsOf = async (sort: BookSort, filters: BookListFilters, page = { limit: 24, offset: 0 }) => {
    const statement = bookListStatements(sort, 'de', filters);
    const { rows } = await pool.query<{ id: number }>(statement.ids, [...statement.values, page.limit, page.offset]);
    return rows.map((row) => Number(row.id));
  };

  // Decision 141: a genre's page is the unfiltered order less the other genres' books, whichever
  // shape reads it, on every page; moods keep "every mood holds".
  it.each(SORTS)('lists a genre in the %s order the same in every shape, page by page', async (sort) => {
    const all = (await findBooks({ locale: 'de', page: 1, limit: 24, sort })).items.map((book) => book.id);
    const { rows } = await pool.query<{ parent_id: number; genres_id: number }>(`select parent_id, genres_id from cms.books_rels where path = 'genres'`);
    for (const slug of ['wide', 'rare'] as const) {
      const members = new Set(rows.filter((row) => Number(row.genres_id) === genres[slug]).map((row) => Number(row.parent_id)));
      const expected = all.filter((id) => members.has(id));
      expect(expected.length).toBeGreaterThan(1);
      const listed = await findBooks({ locale: 'de', page: 1, limit: 24, sort, genre: slug });
      expect(listed.items.map((book) => book.id)).toEqual(expected);
      expect(listed.total).toBe(expected.length);
      for (const genreShape of ['walk', 'hash', 'rows'] as GenreShape[]) {
        const paged = await Promise.all([0, 1, 2].map((page) => idsOf(sort, { genreIds: [genres[slug]], genreShape }, { limit: 1, offset: page })));
        expect(paged.flat()).toEqual(expected.slice(0, 3));
      }
    }
    const dark = await findBooks({ locale: 'de', page: 1, limit: 24, sort, moods: ['dark'] });
    expect(dark.items.map((book) => book.id)).toEqual(all.filter((id) => id === titles[0]!.id || id === titles[2]!.id));
    const both = await findBooks({ locale: 'de', page: 1, limit: 24, sort, moods: ['dark', 'funny', 'dark'] });
    expect(both.items.map((book) => book.id)).toEqual([titles[0]!.id]);
    expect((await findBooks({ page: 1, limit: 24, sort, genre: 'no-such-genre' })).total).toBe(0);
  });

  const planOf = (statement: string, values: unknown[]) => planWithScansPricedOut(pool, statement, values);

  const ORDER_INDEX: Record<BookSort, string> = {
    newest: 'books_public_newest_idx',
    oldest: 'books_public_oldest_idx',
    rating: 'books_public_rating_idx',
    title_asc: 'search_documents_book_title_de_idx',
    title_desc: 'search_documents_book_title_de_idx',
  };

  // A large genre walks the order's index, probing each book's genre rows: never a sort, never a
  // hashed set of the genre's books (the 0.4-0.7 s plan at 1M), with the other filters too.
  it.each(SORTS)('walks the %s order\'s index for a large genre, probing its rows', async (sort) => {
    for (const filters of [{}, { minRating: 3 }, { minRating: 3, moods: ['dark' as const] }]) {
      const statement = bookListStatements(sort, 'de', { ...filters, genreIds: [genres.wide], genreShape: 'walk' });
      const text = await planOf(statement.ids, [...statement.values, 24, 0]);
      expect(text).toContain(ORDER_INDEX[sort]);
      expect(text).toContain('books_rels_book_genres_idx');
      expect(text).not.toMatch(/\bSort\b|Hash|Seq Scan/);
    }
  });

  // A middling genre hashes its book ids once (from the index of both ids) and walks the order's index.
  it.each(SORTS)('walks the %s order\'s index for a middling genre, its ids hashed', async (sort) => {
    const statement = bookListStatements(sort, 'de', { minRating: 3, genreIds: [genres.wide], genreShape: 'hash' });
    const text = await planOf(statement.ids, [...statement.values, 24, 0]);
    expect(text).toContain(ORDER_INDEX[sort]);
    expect(text).toContain('hashed SubPlan');
    expect(text).toContain('books_rels_genre_books_idx');
    expect(text).not.toMatch(/\bSort\b|Seq Scan/);
  });

  // A rare genre reads its rows from the index of both ids and each book by its key: the cost is
  // the genre's rows, never the table's.
  it.each(SORTS)('reads a rare genre\'s rows for the %s order', async (sort) => {
    const statement = bookListStatements(sort, 'de', { minRating: 1, genreIds: [genres.rare], genreShape: 'rows' });
    const text = await planOf(statement.ids, [...statement.values, 24, 0]);
    expect(text).toContain('books_rels_genre_books_idx');
    expect(text).toContain('books_pkey');
    expect(text).not.toMatch(/Seq Scan|Hash Join/);
  });

  // Decision 151: a page that starts from the cursor of the page before lists exactly what its
  // offset would, in every order and every genre shape, through ties, missing years, dates and
  // ratings; the last page gives no cursor; a cursor of another sort or a made-up one is refused.
  describe('from a cursor', () => {
    const walk = async (sort: BookSort, query: Partial<FindBooksQuery>, limit: number) => {
      const viaCursor: number[] = [];
      let after: string | undefined;
      for (let page = 1; page <= 10; page += 1) {
        const answer = await findBooks({ locale: 'de', ...query, page, limit, sort, after });
        viaCursor.push(...answer.items.map((book) => book.id));
        if (!answer.hasMore) {
          expect(answer.next).toBeUndefined();
          break;
        }
        expect(answer.next).toEqual(expect.any(String));
        after = answer.next;
      }
      return viaCursor;
    };

    beforeAll(async () => {
      // Dates on two books of 1970 and on the one without a year, ratings on three: every key of
      // every order then holds both values and the infinities that stand for missing ones.
      const [first, second, third, fourth, fifth] = titles.map((row) => row.id);
      await pool.query(`update cms.books set publication_date = d from unnest($1::int[], $2::timestamptz[]) t(id, d) where cms.books.id = t.id`, [
        [second, fourth, fifth],
        ['1970-03-01T10:00:00.123Z', '1970-01-02T00:00:00Z', '2004-05-06T00:00:00Z'],
      ]);
      await pool.query(`update cms.books set average_rating = r, ratings_count = c from unnest($1::int[], $2::numeric[], $3::numeric[]) t(id, r, c) where cms.books.id = t.id`, [
        [first, third, fourth],
        [4.5, 4.5, 2],
        [100, 100, 7],
      ]);
    });

    afterAll(async () => {
      await pool.query(`update cms.books set publication_date = null, average_rating = null, ratings_count = 0 where id = any($1::int[])`, [titles.map((row) => row.id)]);
    });

    it.each(SORTS)('pages the %s order as its offsets do', async (sort) => {
      const everyBook = (await findBooks({ locale: 'de', page: 1, limit: 24, sort })).items.map((book) => book.id);
      expect(everyBook).toHaveLength(titles.length);
      for (const limit of [1, 2]) expect(await walk(sort, {}, limit)).toEqual(everyBook);
      for (const query of [{ genre: 'wide' }, { genre: 'rare', minRating: 1 }, { moods: ['dark' as const] }]) {
        const offsets = (await findBooks({ locale: 'de', ...query, page: 1, limit: 24, sort })).items.map((book) => book.id);
        expect(offsets.length).toBeGreaterThan(0);
        expect(await walk(sort, query, 1)).toEqual(offsets);
      }
    });

    it.each(SORTS)('starts the %s order\'s index at the cursor, in every genre shape', async (sort) => {
      const first = await findBooks({ locale: 'de', page: 1, limit: 1, sort });
      const after = decodeCursor(first.next!, sort, 'de')!;
      expect(after).toHaveLength(sort.startsWith('title') ? 2 : 3);
      const plain = bookListStatements(sort, 'de', { after });
      const text = await planOf(plain.ids, [...plain.values, 24, 0]);
      expect(text).toContain(ORDER_INDEX[sort]);
      expect(text).toMatch(/Index Cond: .*ROW\(/);
      expect(text).not.toMatch(/\bSort\b/);
      // The count leaves the cursor out: it counts the whole list.
      expect(plain.countValues).toBe(0);
      expect(plain.count).not.toContain('$1');
      for (const genreShape of ['walk', 'hash', 'rows'] as GenreShape[]) {
        const statement = bookListStatements(sort, 'de', { genreIds: [genres.wide], genreShape, after });
        const { rows } = await pool.query<{ id: number }>(statement.ids, [...statement.values, 24, 0]);
        const all = (await findBooks({ locale: 'de', genre: 'wide', page: 1, limit: 24, sort })).items.map((book) => book.id);
        expect(rows.map((row) => Number(row.id))).toEqual(all.filter((id) => id !== first.items[0]!.id));
      }
    });

    it('refuses a cursor of another sort, or one it did not write', async () => {
      const next = (await findBooks({ locale: 'de', page: 1, limit: 1, sort: 'title_asc' })).next!;
      await expect(findBooks({ locale: 'de', page: 2, limit: 1, sort: 'newest', after: next })).rejects.toBeInstanceOf(InvalidCursorError);
      const forged = (keys: unknown) => Buffer.from(JSON.stringify(keys)).toString('base64url');
      const refused: Array<[BookSort, string]> = [
        ['newest', 'not a cursor'],
        ['newest', forged(['newest', '1990', 'yesterday', '5'])],
        ['newest', forged(['newest', '1990', '-infinity'])],
        ['oldest', forged(['oldest', 1990, 'infinity', '5'])],
        ['rating', forged(['rating', '4', '1', '99999999999'])],
        ['title_desc', forged({ sort: 'title_desc' })],
      ];
      for (const [sort, after] of refused) {
        await expect(findBooks({ locale: 'de', page: 2, limit: 1, sort, after })).rejects.toBeInstanceOf(InvalidCursorError);
      }
      // A cursor of the right shape but made up still only positions the list: no error, no leak.
      const made = await findBooks({ locale: 'de', page: 2, limit: 24, sort: 'title_asc', after: forged(['title_asc', "'; drop table cms.books; --", '0']) });
      expect(made.items.length).toBeGreaterThan(0);
    });
  });

  it('orders authors by name from their search documents, in the reader\'s language', async () => {
    const names = [
      { en: 'Ursula Le Guin', de: 'Ursula K. Le Guin' },
      { en: 'alfred Bester' },
      { en: 'Zelazny', de: 'Anton Zelazny' },
    ];
    const ids: number[] = [];
    for (const { en, de } of names) {
      const author = await catalogue.payload.create({ collection: 'authors', data: { name: en } as never, locale: 'en', overrideAccess: true });
      if (de) await catalogue.payload.update({ collection: 'authors', id: author.id, data: { name: de } as never, locale: 'de', overrideAccess: true });
      ids.push(Number(author.id));
    }
    const key = (index: number) => (names[index]!.de ?? names[index]!.en).toLowerCase();
    const expected = [0, 1, 2].sort((a, b) => (key(a) < key(b) ? -1 : 1)).map((index) => ids[index]);
    const ascending = await findAuthors({ locale: 'de', page: 1, limit: 24, sort: 'name_asc' });
    expect(ascending.items.map((author) => author.id)).toEqual(expected);
    const descending = await findAuthors({ locale: 'de', page: 1, limit: 24, sort: 'name_desc' });
    expect(descending.items.map((author) => author.id)).toEqual([...expected].reverse());
    const pages = await Promise.all([1, 2, 3].map((page) => findAuthors({ locale: 'de', page, limit: 1, sort: 'name_asc' })));
    expect(pages.flatMap((paged) => paged.items.map((author) => author.id))).toEqual(expected);
    const text = await planOf(authorListPage('name_asc', 'de'), ['de', null, null, null, 24, 0]);
    expect(text).toContain('search_documents_author_name_de_idx');
    expect(text).not.toMatch(/Seq Scan/);
    const byBooks = await findAuthors({ locale: 'de', page: 1, limit: 24, sort: 'books' });
    expect(byBooks.items.map((author) => author.bookCount)).toEqual([0, 0, 0]);
    expect(byBooks.items.map((author) => author.id)).toEqual([...ids].sort((a, b) => a - b));
  });
});
