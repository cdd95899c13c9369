import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { findAuthors, findSeries, LIST_SORTS, type ListSort } from '../src/catalogue/index.js';
import { authorListPage } from '../src/catalogue/read/find-authors.js';
import { seriesListStatements } from '../src/catalogue/read/find-series.js';
import { InvalidCursorError } from '../src/catalogue/read/list-keys.js';
import { namedListKeys } from '../src/catalogue/read/named-list-keys.js';
import { planWithScansPricedOut } from './helpers/plan-priced-out.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

type Lister = typeof findAuthors | typeof findSeries;

// Decision 165: the authors and series lists page from a cursor as the books lists do (decision
// 151): each page starts the order's index after the last row shown, and gives the rows the offsets give.
describe('the authors and series lists from a cursor', () => {
  const catalogue = useTestCatalogue('named-list-cursor');
  let pool: pg.Pool;
  const NAMES = ['Ørsted', 'anders', 'Anders', 'Béla', 'bela', 'Zora', 'Mika'];

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: catalogue.databaseUrl, max: 2 });
    for (const collection of ['authors', 'series'] as const) {
      const ids: number[] = [];
      for (const name of NAMES) {
        ids.push(Number((await catalogue.payload.create({ collection, data: { name } as never, locale: 'en', overrideAccess: true })).id));
      }
      // Equal names, equal ratings and counts, missing ratings (the damped rating follows, decision 077):
      // every key holds ties and the infinity.
      await pool.query(
        `update cms.${collection} x set ratings_count = t.c, average_rating = t.r, public_book_count = t.b
           from unnest($1::int[], $2::numeric[], $3::numeric[], $4::int[]) t(id, r, c, b) where x.id = t.id`,
        [ids, [4.2, 4.2, null, 3.9, 4.2, null, 3.9], [10, 10, null, 5, 12, 0, 5], [3, 1, 3, 0, 3, 1, 0]],
      );
      // Neither a draft nor a row in the trash is listed.
      await catalogue.payload.create({ collection, data: { name: 'Aaa draft', _status: 'draft' } as never, draft: true, overrideAccess: true });
      const trashed = await catalogue.payload.create({ collection, data: { name: 'Aaa trashed' } as never, overrideAccess: true });
      await catalogue.payload.update({ collection, id: trashed.id, data: { deletedAt: new Date().toISOString() } as never, overrideAccess: true });
    }
  });

  afterAll(async () => {
    await pool?.end();
  });

  const walk = async (list: Lister, sort: ListSort, limit: number, query: Record<string, unknown> = {}) => {
    const ids: number[] = [];
    let after: string | undefined;
    for (let page = 1; page <= 20; page += 1) {
      const answer = await list({ locale: 'de', ...query, page, limit, sort, after });
      expect(answer.page).toBe(page);
      ids.push(...answer.items.map((item) => item.id));
      if (!answer.hasMore) {
        expect(answer.next).toBeUndefined();
        return ids;
      }
      expect(answer.next).toEqual(expect.any(String));
      after = answer.next;
    }
    throw new Error('the walk did not end');
  };

  const lists = [
    ['authors', findAuthors],
    ['series', findSeries],
  ] as const;

  describe.each(lists)('the %s list', (_name, list) => {
    it.each(LIST_SORTS)('pages the %s order as its offsets do', async (sort) => {
      const every = (await list({ locale: 'de', page: 1, limit: 100, sort })).items.map((item) => item.id);
      expect(every).toHaveLength(NAMES.length);
      for (const limit of [1, 2, 3]) expect(await walk(list, sort, limit)).toEqual(every);
      const byNumber = await Promise.all([1, 2, 3, 4].map((page) => list({ locale: 'de', page, limit: 2, sort })));
      expect(byNumber.flatMap((answer) => answer.items.map((item) => item.id))).toEqual(every);
      // With a filter the cursor pages the filtered list.
      const rated = (await list({ locale: 'de', page: 1, limit: 100, sort, minRating: 4 })).items.map((item) => item.id);
      expect(rated).toHaveLength(3);
      expect(await walk(list, sort, 1, { minRating: 4 })).toEqual(rated);
    });

    it('refuses a cursor of another sort, or one it did not write', async () => {
      const next = (await list({ locale: 'de', page: 1, limit: 1, sort: 'name_asc' })).next!;
      await expect(list({ locale: 'de', page: 2, limit: 1, sort: 'rating', after: next })).rejects.toBeInstanceOf(InvalidCursorError);
      const forged = (keys: unknown) => Buffer.from(JSON.stringify(keys)).toString('base64url');
      for (const [sort, after] of [
        ['books', 'not a cursor'],
        ['books', forged(['books', '3', 'x'])],
        ['rating', forged(['rating', '4.2', '10'])],
        ['rating', forged(['rating', '4.2', '10', '99999999999'])],
        ['name_desc', forged({ sort: 'name_desc' })],
      ] as const) {
        await expect(list({ locale: 'de', page: 2, limit: 1, sort, after })).rejects.toBeInstanceOf(InvalidCursorError);
      }
      // A made-up cursor of the right shape only positions the list.
      const made = await list({ locale: 'de', page: 2, limit: 24, sort: 'name_asc', after: forged(['name_asc', "'; drop table cms.authors; --", '0']) });
      expect(made.items.length).toBeGreaterThan(0);
    });
  });

  const INDEXES: Record<'authors' | 'series', Record<ListSort, string>> = {
    authors: { name_asc: 'search_documents_author_name_de_idx', name_desc: 'search_documents_author_name_de_idx', rating: 'authors_public_rating_idx', books: 'authors_public_book_count_idx' },
    series: { name_asc: 'search_documents_series_name_de_idx', name_desc: 'search_documents_series_name_de_idx', rating: 'series_public_rating_idx', books: 'series_public_book_count_idx' },
  };

  it.each(LIST_SORTS)('starts the %s order\'s index at the cursor, for authors and series', async (sort) => {
    const [author, series] = [await findAuthors({ locale: 'de', page: 1, limit: 1, sort }), await findSeries({ locale: 'de', page: 1, limit: 1, sort })];
    const authorKeys = namedListKeys(sort, 'a', 'de').decode(author.next!)!;
    const seriesKeys = namedListKeys(sort, 's', 'de').decode(series.next!)!;
    const plans = {
      authors: await planWithScansPricedOut(pool, authorListPage(sort, 'de', authorKeys), ['de', null, null, null, 24, 0, ...authorKeys]),
      series: await planWithScansPricedOut(pool, seriesListStatements(sort, 'de', seriesKeys).page, ['de', null, null, null, null, 24, 0, ...seriesKeys]),
    };
    for (const [name, text] of Object.entries(plans) as Array<['authors' | 'series', string]>) {
      expect(text).toContain(INDEXES[name][sort]);
      expect(text).toMatch(/Index Cond: .*ROW\(/);
      expect(text).not.toMatch(/\bSort\b|Seq Scan/);
    }
  });
});
