import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { findAuthorBooks, getAuthorDetail } from '../src/catalogue/index.js';
import { authorBooksStatements } from '../src/catalogue/read/get-entities.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';
import { planWithScansPricedOut } from './helpers/plan-priced-out.js';

// docs/api.md "Catalogue": an author's detail carries the first 24 books and their count, the rest
// come page by page in the same order (decision 134); trashed and draft books are in neither.
describe("an author's books, paged", () => {
  const catalogue = useTestCatalogue('author-books');
  const ids: Record<string, number> = {};
  const inOrder: number[] = [];

  beforeAll(async () => {
    const { payload } = catalogue;
    ids.prolific = (await payload.create({ collection: 'authors', data: { name: 'Prolific Writer' } as never, overrideAccess: true })).id;
    ids.other = (await payload.create({ collection: 'authors', data: { name: 'Someone Else' } as never, overrideAccess: true })).id;
    const book = async (title: string, year: number | null, extra: Record<string, unknown> = {}) =>
      (await payload.create({ collection: 'books', data: { title, publicationYear: year, authors: [ids.prolific], ...extra } as never, overrideAccess: true })).id;
    // Created newest first, so the order asked (oldest first) is not the order of the ids.
    const undated = await book('Undated Notes', null);
    for (let year = 1929; year >= 1901; year -= 1) inOrder.unshift(await book(`Book of ${year}`, year));
    inOrder.push(undated);
    ids.sameYear = await book('Also of 1901', 1901);
    inOrder.splice(1, 0, ids.sameYear);
    ids.trashed = await book('Trashed Book', 1900);
    await payload.update({ collection: 'books', id: ids.trashed, data: { deletedAt: new Date().toISOString() } as never, overrideAccess: true });
    ids.draft = await book('Draft Book', 1900, { _status: 'draft' });
    await payload.create({ collection: 'books', data: { title: 'Not Theirs', publicationYear: 1800, authors: [ids.other] } as never, overrideAccess: true });
  });

  it('answers the first page in the detail with the count of every public book', async () => {
    const author = await getAuthorDetail(ids.prolific!);
    expect(author?.bookCount).toBe(31);
    expect(author?.books.map((book) => book.id)).toEqual(inOrder.slice(0, 24));
  });

  it('pages through the rest in the same order, leaving out trashed and draft books', async () => {
    const first = await findAuthorBooks(ids.prolific!, { page: 1, limit: 24 });
    expect(first).toMatchObject({ total: 31, page: 1, limit: 24, hasMore: true });
    expect(first.items.map((book) => book.id)).toEqual(inOrder.slice(0, 24));
    const second = await findAuthorBooks(ids.prolific!, { page: 2, limit: 24, locale: 'de' });
    expect(second).toMatchObject({ total: 31, page: 2, hasMore: false });
    expect(second.items.map((book) => book.id)).toEqual(inOrder.slice(24));
    expect(second.items.at(-1)?.title).toBe('Undated Notes');
    const seen = [...first.items, ...second.items].map((book) => book.id);
    expect(seen).not.toContain(ids.trashed);
    expect(seen).not.toContain(ids.draft);
  });

  it('asks the keeper for the count when given one, the same for the detail and the pages (decision 135)', async () => {
    const keys: string[] = [];
    const kept = await findAuthorBooks(ids.prolific!, { page: 2, limit: 24, keepCount: async (key) => (keys.push(key), 12_345) });
    expect(kept).toMatchObject({ total: 12_345, hasMore: true });
    expect(kept.items.map((book) => book.id)).toEqual(inOrder.slice(24));
    const detail = await getAuthorDetail(ids.prolific!, 'en', async (key) => (keys.push(key), 12_345));
    expect(detail?.bookCount).toBe(12_345);
    // The detail's count and the paged call's total are one kept count.
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('answers an empty page past the end', async () => {
    expect(await findAuthorBooks(ids.prolific!, { page: 3, limit: 24 })).toMatchObject({ items: [], total: 31, hasMore: false });
  });

  // Decision 138: the author's relation rows keep their book's year and public flag, by triggers.
  describe('the kept order', () => {
    let pool: pg.Pool;
    const mine: Record<string, number> = {};

    const update = (id: number, data: Record<string, unknown>, options: Record<string, unknown> = {}) =>
      catalogue.payload.update({ collection: 'books', id, data: data as never, overrideAccess: true, ...options });
    /** The author's page as readers get it: the ids of the first page, the paged total and the detail's count. */
    const page = async (author: number) => {
      const [paged, detail] = await Promise.all([findAuthorBooks(author, { page: 1, limit: 24 }), getAuthorDetail(author)]);
      expect(detail?.bookCount).toBe(paged.total);
      expect(detail?.books.map((book) => book.id)).toEqual(paged.items.map((book) => book.id));
      return paged.items.map((book) => book.id);
    };
    /** Relation rows whose kept year or flag is not their book's. */
    const drifted = async () =>
      (
        await pool.query<{ n: number }>(
          `select count(*)::int as n from cms.books_rels r join cms.books b on b.id = r.parent_id
            where r.path = 'authors' and (r.book_publication_year is distinct from b.publication_year
              or r.book_is_public is distinct from coalesce(b.deleted_at is null and b._status = 'published', false))`,
        )
      ).rows[0]?.n;

    beforeAll(async () => {
      pool = new pg.Pool({ connectionString: catalogue.databaseUrl, max: 2 });
      const { payload } = catalogue;
      mine.author = (await payload.create({ collection: 'authors', data: { name: 'Changing Writer' } as never, overrideAccess: true })).id;
      mine.coauthor = (await payload.create({ collection: 'authors', data: { name: 'Late Coauthor' } as never, overrideAccess: true })).id;
      for (const [key, year] of [['a', 1950], ['b', 1960], ['c', 1970]] as const) {
        mine[key] = (await payload.create({ collection: 'books', data: { title: `Book ${key}`, publicationYear: year, authors: [mine.author] } as never, overrideAccess: true })).id;
      }
    });

    afterAll(async () => {
      await pool?.end();
    });

    it('follows a change of a book\'s year, an unknown year going last', async () => {
      expect(await page(mine.author!)).toEqual([mine.a, mine.b, mine.c]);
      await update(mine.c!, { publicationYear: 1940 });
      expect(await page(mine.author!)).toEqual([mine.c, mine.a, mine.b]);
      await update(mine.c!, { publicationYear: null });
      expect(await page(mine.author!)).toEqual([mine.a, mine.b, mine.c]);
      expect(await drifted()).toBe(0);
    });

    it('keeps the published year while an editor drafts another', async () => {
      await update(mine.a!, { publicationYear: 1999 }, { draft: true });
      expect(await page(mine.author!)).toEqual([mine.a, mine.b, mine.c]);
      expect(await drifted()).toBe(0);
    });

    it('leaves a trashed book out and takes it back on restore', async () => {
      await update(mine.b!, { deletedAt: new Date().toISOString() });
      expect(await page(mine.author!)).toEqual([mine.a, mine.c]);
      expect(await findAuthorBooks(mine.author!, { page: 1, limit: 24 })).toMatchObject({ total: 2 });
      await update(mine.b!, { deletedAt: null, _status: 'published' }, { trash: true });
      expect(await page(mine.author!)).toEqual([mine.a, mine.b, mine.c]);
      expect(await drifted()).toBe(0);
    });

    it('leaves an unpublished book out and takes it back, with its drafted year, when published again', async () => {
      await update(mine.a!, { _status: 'draft' });
      expect(await page(mine.author!)).toEqual([mine.b, mine.c]);
      // Publishing publishes the latest draft, whose year (1999) is now the book's.
      await update(mine.a!, { _status: 'published' });
      expect(await page(mine.author!)).toEqual([mine.b, mine.a, mine.c]);
      expect(await drifted()).toBe(0);
    });

    it('follows an author added to a book and removed from it', async () => {
      expect(await page(mine.coauthor!)).toEqual([]);
      await update(mine.b!, { authors: [mine.author, mine.coauthor] });
      expect(await page(mine.coauthor!)).toEqual([mine.b]);
      await update(mine.b!, { authors: [mine.coauthor] });
      expect(await page(mine.author!)).toEqual([mine.a, mine.c]);
      expect(await page(mine.coauthor!)).toEqual([mine.b]);
      expect(await drifted()).toBe(0);
    });

    // With sequential scans, bitmap scans and sorts priced out, a statement whose order or condition
    // the index does not hold still sorts or filters: the plan names the index and no Sort only
    // when they agree (the pattern of test/list-orders.test.ts).
    it.each([
      ['the first page', authorBooksStatements.ids, [0, 24, 0]],
      ['a deep page', authorBooksStatements.ids, [0, 24, 72_000]],
    ] as const)('reads %s from the author order index alone', async (_name, statement, values) => {
      const text = await planWithScansPricedOut(pool, statement, [ids.prolific, ...values.slice(1)]);
      expect(text).toContain('Index Only Scan using books_rels_author_books_order_idx');
      expect(text).not.toMatch(/\bSort\b|Filter/);
    });

    it('reads the count kept in the author row (decision 143), not the books', async () => {
      const text = await planWithScansPricedOut(pool, authorBooksStatements.count, [ids.prolific]);
      expect(text).toContain('Index Scan using authors_pkey');
      expect(text).not.toContain('books_rels');
    });
  });
});
