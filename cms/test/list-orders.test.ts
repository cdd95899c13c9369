import type { Locale } from '@starshelf/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { findBooks, type BookSort } from '../src/catalogue/index.js';
import { bookListStatements } from '../src/catalogue/read/find-books.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

const LOCALES: Locale[] = ['en', 'de', 'it'];

// Decision 135: every order of the books list reads an index over the public rows, and the title
// orders follow the reader's title with docs/rules.md's fallback (their language, then English).
describe('the books list orders', () => {
  const catalogue = useTestCatalogue('list-orders');
  let pool: pg.Pool;
  const titles: Array<{ id: number; en: string; de?: string; it?: string }> = [];

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
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      await client.query('set local enable_sort = off');
      await client.query('set local enable_bitmapscan = off');
      const { ids } = bookListStatements(sort, 'de');
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${ids}`, ['de', null, null, null, null, null, null, 24, 0]);
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain(expectedIndex);
      expect(text).not.toMatch(/\bSort\b/);
      await client.query('rollback');
    } finally {
      client.release();
    }
  });
});
