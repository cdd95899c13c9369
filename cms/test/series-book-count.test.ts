import type { Locale } from '@starshelf/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { findSeries, getSeriesDetail } from '../src/catalogue/index.js';
import type { ListSort } from '../src/catalogue/read/find-authors.js';
import { seriesListStatements } from '../src/catalogue/read/find-series.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';
import { overlappingWrites } from './helpers/overlapping-writes.js';
import { planWithScansPricedOut } from './helpers/plan-priced-out.js';

// Decision 137: a series' book count is kept in cms.series.public_book_count by triggers, and must equal
// what the list counted before: the distinct public books (not trashed, published) in the series.
const COUNTED = `select s.id, s.public_book_count as kept,
    (select count(distinct bs._parent_id)::int from cms.books_all_series bs join cms.books b on b.id = bs._parent_id
      where bs.series_id = s.id and b.deleted_at is null and b._status = 'published') as counted
  from cms.series s order by s.id`;

describe('the kept book count of a series', () => {
  const catalogue = useTestCatalogue('series-book-count');
  let pool: pg.Pool;
  const ids: Record<string, number> = {};

  const createSeries = async (name: string) => Number((await catalogue.payload.create({ collection: 'series', data: { name } as never, overrideAccess: true })).id);
  const createBook = async (title: string, series: number[], options: Record<string, unknown> = {}) =>
    Number(
      (
        await catalogue.payload.create({
          collection: 'books',
          data: { title, allSeries: series.map((id, i) => ({ series: id, position: String(i + 1) })) } as never,
          overrideAccess: true,
          ...options,
        })
      ).id,
    );
  const updateBook = async (id: number, data: Record<string, unknown>, options: Record<string, unknown> = {}) =>
    catalogue.payload.update({ collection: 'books', id, data: data as never, overrideAccess: true, ...options });
  const inSeries = (...series: number[]) => ({ allSeries: series.map((id) => ({ series: id })) });

  /** The kept count of each named series, after checking that every series' kept count is the counted one. */
  async function counts(): Promise<Record<string, number>> {
    const { rows } = await pool.query<{ id: number; kept: number; counted: number }>(COUNTED);
    for (const row of rows) expect(row.kept, `series ${row.id}`).toBe(row.counted);
    const kept = new Map(rows.map((row) => [row.id, row.kept]));
    return { dune: kept.get(ids.dune!) ?? -1, earthsea: kept.get(ids.earthsea!) ?? -1 };
  }

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: catalogue.databaseUrl, max: 3 });
    ids.dune = await createSeries('Dune');
    ids.earthsea = await createSeries('Earthsea');
  });

  afterAll(async () => {
    await pool?.end();
  });

  it('counts a book added to a series, once however often it lists the series', async () => {
    expect(await counts()).toEqual({ dune: 0, earthsea: 0 });
    ids.dune1 = await createBook('Dune', [ids.dune!]);
    ids.twice = await createBook('Both', [ids.dune!, ids.dune!, ids.earthsea!]);
    expect(await counts()).toEqual({ dune: 2, earthsea: 1 });
  });

  it('follows a book moved from one series to another, or out of all', async () => {
    await updateBook(ids.dune1!, inSeries(ids.earthsea!));
    expect(await counts()).toEqual({ dune: 1, earthsea: 2 });
    await updateBook(ids.dune1!, { allSeries: [] });
    expect(await counts()).toEqual({ dune: 1, earthsea: 1 });
    await updateBook(ids.dune1!, inSeries(ids.dune!));
    expect(await counts()).toEqual({ dune: 2, earthsea: 1 });
  });

  it('leaves out a book in the trash and counts it again once restored', async () => {
    await updateBook(ids.twice!, { deletedAt: new Date().toISOString() });
    expect(await counts()).toEqual({ dune: 1, earthsea: 0 });
    await updateBook(ids.twice!, { deletedAt: null, _status: 'published' }, { trash: true });
    expect(await counts()).toEqual({ dune: 2, earthsea: 1 });
  });

  it('leaves out an unpublished book and a draft, and counts them once published', async () => {
    await updateBook(ids.twice!, { _status: 'draft' });
    const { rows } = await pool.query<{ status: string }>('select _status as status from cms.books where id = $1', [ids.twice]);
    expect(rows[0]?.status).toBe('draft');
    expect(await counts()).toEqual({ dune: 1, earthsea: 0 });
    await updateBook(ids.twice!, { _status: 'published' });
    expect(await counts()).toEqual({ dune: 2, earthsea: 1 });

    ids.draft = Number(
      (await catalogue.payload.create({ collection: 'books', data: { title: 'A draft', _status: 'draft', ...inSeries(ids.earthsea!) } as never, draft: true, overrideAccess: true })).id,
    );
    expect(await counts()).toEqual({ dune: 2, earthsea: 1 });
    await updateBook(ids.draft!, { _status: 'published', ...inSeries(ids.earthsea!) });
    expect(await counts()).toEqual({ dune: 2, earthsea: 2 });
  });

  it('leaves out a deleted book', async () => {
    await catalogue.payload.delete({ collection: 'books', id: ids.draft!, overrideAccess: true });
    const { rows } = await pool.query('select 1 from cms.books where id = $1', [ids.draft]);
    expect(rows).toHaveLength(0);
    expect(await counts()).toEqual({ dune: 2, earthsea: 1 });
  });

  it('follows rows written by SQL, as the importer, a merge and the bulk load write them', async () => {
    // Several series rows in one statement, and a move of rows from one series to another.
    await pool.query(
      `insert into cms.books_all_series (_order, _parent_id, id, series_id)
       values (5, $1, 'sql-1', $2), (6, $1, 'sql-2', $3), (7, $4, 'sql-3', $3)`,
      [ids.dune1, ids.earthsea, ids.dune, ids.twice],
    );
    expect(await counts()).toEqual({ dune: 2, earthsea: 2 });
    await pool.query(`update cms.books_all_series set series_id = $1 where series_id = $2`, [ids.earthsea, ids.dune]);
    expect(await counts()).toEqual({ dune: 0, earthsea: 2 });
    await pool.query(`update cms.books_all_series set series_id = $1 where id in ('sql-1', 'sql-3')`, [ids.dune]);
    expect(await counts()).toEqual({ dune: 2, earthsea: 2 });
    await pool.query(`update cms.books set deleted_at = now() where id = any($1::int[])`, [[ids.dune1, ids.twice]]);
    expect(await counts()).toEqual({ dune: 0, earthsea: 0 });
    await pool.query(`update cms.books set deleted_at = null where id = any($1::int[])`, [[ids.dune1, ids.twice]]);
    expect(await counts()).toEqual({ dune: 2, earthsea: 2 });
  });

  it('counts both books when two transactions add one each to the same series at once', async () => {
    const third = await createBook('Third', []);
    const fourth = await createBook('Fourth', []);
    // The second waits for the first transaction's lock on the series row, then counts with its row committed.
    const insert = `insert into cms.books_all_series (_order, _parent_id, id, series_id) values (1, $1, $2, $3)`;
    await overlappingWrites(pool, { text: insert, values: [third, 'tx-1', ids.dune] }, { text: insert, values: [fourth, 'tx-2', ids.dune] });
    expect(await counts()).toEqual({ dune: 4, earthsea: 2 });
  });

  it('answers the list, its orders, the size filters and the detail with the kept count', async () => {
    const list = await findSeries({ page: 1, limit: 10, sort: 'books' });
    expect(list.items.map((series) => [series.name, series.bookCount])).toEqual([
      ['Dune', 4],
      ['Earthsea', 2],
    ]);
    expect((await findSeries({ page: 1, limit: 10, size: '4-10' })).items.map((series) => series.name)).toEqual(['Dune']);
    expect((await findSeries({ page: 1, limit: 10, size: '1-3' })).items.map((series) => series.name)).toEqual(['Earthsea']);
    expect((await getSeriesDetail(ids.dune!))?.bookCount).toBe(4);
    // A series in the trash is not listed (the admin refuses to trash a series that holds books).
    await pool.query('update cms.series set deleted_at = now() where id = $1', [ids.earthsea]);
    const listed = await findSeries({ page: 1, limit: 10, sort: 'books' });
    expect(listed.items.map((series) => series.name)).toEqual(['Dune']);
    expect(listed.total).toBe(1);
    await pool.query('update cms.series set deleted_at = null where id = $1', [ids.earthsea]);
  });

  // The name orders read the search documents; the order is the one the list sorted by before
  // (the localised name over the locale rows, then the id), in each language.
  it.each(['en', 'de', 'it'] as Locale[])('sorts by the reader\'s series name, falling back to English (%s)', async (locale) => {
    const more = [
      { en: 'alpha Centauri', de: 'Zeta Reise' },
      { en: 'Beta', it: 'Ómega' },
      { en: 'gamma', de: ' ', it: 'Anfang' },
      { en: 'Zulu', de: 'Anfang', it: 'anfang' },
    ];
    if (locale === 'en') {
      for (const names of more) {
        const id = await createSeries(names.en);
        for (const other of ['de', 'it'] as const) {
          const name = names[other as keyof typeof names];
          if (name) await catalogue.payload.update({ collection: 'series', id, data: { name } as never, locale: other, overrideAccess: true });
        }
      }
    }
    const { rows } = await pool.query<{ id: number }>(
      `select s.id from cms.series s
         left join cms.series_locales loc on loc._parent_id = s.id and loc._locale = $1::text::cms._locales
         left join cms.series_locales fallback on fallback._parent_id = s.id and fallback._locale = 'en'
         left join cms.series_locales other_de on other_de._parent_id = s.id and other_de._locale = 'de'
         left join cms.series_locales other_it on other_it._parent_id = s.id and other_it._locale = 'it'
        where s.deleted_at is null and s._status = 'published'
        order by lower(coalesce(nullif(btrim(loc.name), ''), nullif(btrim(fallback.name), ''), nullif(btrim(other_de.name), ''), nullif(btrim(other_it.name), ''))), s.id`,
      [locale],
    );
    const expected = rows.map((row) => row.id);
    expect(expected).toHaveLength(6);
    const ascending = await findSeries({ locale, page: 1, limit: 24, sort: 'name_asc' });
    expect(ascending.items.map((series) => series.id)).toEqual(expected);
    expect(ascending.total).toBe(6);
    const descending = await findSeries({ locale, page: 1, limit: 24, sort: 'name_desc' });
    expect(descending.items.map((series) => series.id)).toEqual([...expected].reverse());
    const pages = await Promise.all([1, 2, 3].map((page) => findSeries({ locale, page, limit: 2, sort: 'name_asc' })));
    expect(pages.flatMap((paged) => paged.items.map((series) => series.id))).toEqual(expected);
  });

  // With sequential scans and sorts priced out, a plan names the index only when the order and the
  // index agree (the pattern of list-orders.test.ts).
  it.each([
    ['books', null, 'series_public_book_count_idx'],
    ['rating', null, 'series_public_rating_idx'],
    ['books', 11, 'series_public_book_count_idx'],
    ['name_asc', null, 'search_documents_series_name_de_idx'],
    ['name_desc', null, 'search_documents_series_name_de_idx'],
  ] as [ListSort, number | null, string][])('reads the %s order (at least %s books) from %s', async (sort, min, index) => {
    const text = await planWithScansPricedOut(pool, seriesListStatements(sort, 'de').page, ['de', min, null, null, null, 24, 0]);
    expect(text).toContain(index);
    expect(text).not.toMatch(/\bSort\b/);
    expect(text).not.toContain('books_all_series');
  });
});
