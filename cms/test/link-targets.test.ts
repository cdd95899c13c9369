import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LINK_FILE_WIDTH, listLinkTargetFiles, type SluggedTable } from '../src/catalogue/index.js';
import { linkTargetFilesStatement } from '../src/catalogue/read/list-link-targets.js';
import { planWithScansPricedOut } from './helpers/plan-priced-out.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

// Decisions 133 and 152: the sitemap's files are cut by id, and the list of files that hold a public
// item, each with its newest change, is read from an index ordered by file: two descents per file,
// whatever the number of items.
describe('the files of links cut by id', () => {
  const catalogue = useTestCatalogue('link-targets');
  let pool: pg.Pool;
  const changedAt = (day: number) => new Date(Date.UTC(2026, 0, day));

  /** Creates a book whose id is `id` (the sequence is moved there) and sets its change date. */
  async function bookAt(id: number, day: number, options: { draft?: boolean; trashed?: boolean } = {}) {
    await pool.query(`select setval('cms.books_id_seq', $1::bigint - 1)`, [id]);
    const created = await catalogue.payload.create({
      collection: 'books',
      data: { title: `Book ${id}`, ...(options.draft ? { _status: 'draft' } : {}) } as never,
      ...(options.draft ? { draft: true } : {}),
      overrideAccess: true,
    });
    expect(Number(created.id)).toBe(id);
    if (options.trashed) await pool.query(`update cms.books set deleted_at = now() where id = $1`, [id]);
    await pool.query(`update cms.books set updated_at = $2 where id = $1`, [id, changedAt(day)]);
  }

  /** The answer computed the plain way: group every public id by its file. */
  async function filesGrouped(table: SluggedTable, width: number) {
    const { rows } = await pool.query<{ file: number; last: Date }>(
      `select (id - 1) / $1::int + 1 as file, max(updated_at) as last from cms.${table}
        where deleted_at is null and _status = 'published' group by 1 order by 1`,
      [width],
    );
    return rows.map((row) => ({ file: Number(row.file), lastUpdatedAt: row.last }));
  }

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: catalogue.databaseUrl, max: 2 });
    const w = LINK_FILE_WIDTH;
    await bookAt(3, 5);
    await bookAt(40, 9);
    await bookAt(w, 2); // the last id of file 1
    await bookAt(w + 1, 1); // the first of file 2
    await bookAt(2 * w + 10, 7, { draft: true }); // file 3 holds only a draft
    await bookAt(3 * w + 10, 8, { trashed: true }); // file 4 only a trashed book
    await bookAt(5 * w + 2, 3); // file 6, after two files with nothing public
    await bookAt(5 * w + 9, 4);
  });

  afterAll(async () => {
    await pool?.end();
  });

  it('lists each file with a public item and its newest change, and none that holds only drafts or trash', async () => {
    const files = await listLinkTargetFiles('books', LINK_FILE_WIDTH);
    expect(files.map(({ file, lastUpdatedAt }) => ({ file, lastUpdatedAt }))).toEqual([
      { file: 1, lastUpdatedAt: changedAt(9) },
      { file: 2, lastUpdatedAt: changedAt(1) },
      { file: 6, lastUpdatedAt: changedAt(4) },
    ]);
    expect(files[2]).toMatchObject({ firstId: 5 * LINK_FILE_WIDTH + 1, lastId: 6 * LINK_FILE_WIDTH });
  });

  it('answers as grouping every id does, at any width and for a kind with no item', async () => {
    for (const width of [1, 2, 7, 1000, LINK_FILE_WIDTH, 100_000]) {
      const files = await listLinkTargetFiles('books', width);
      expect(files.map(({ file, lastUpdatedAt }) => ({ file, lastUpdatedAt })), `width ${width}`).toEqual(await filesGrouped('books', width));
    }
    expect(await listLinkTargetFiles('awards', LINK_FILE_WIDTH)).toEqual([]);
  });

  it('reads the index ordered by file at the width the sitemap uses, for every kind', async () => {
    for (const table of ['books', 'authors', 'series', 'genres', 'awards'] as const) {
      const plan = await planWithScansPricedOut(pool, linkTargetFilesStatement(table, LINK_FILE_WIDTH), []);
      expect(plan, table).toContain(`${table}_public_link_file_idx`);
      expect(plan, table).not.toMatch(/Seq Scan|Bitmap|_public_by_id_idx/);
    }
  });

  it('refuses a width that is not a positive whole number before building a statement', () => {
    for (const width of [0, -5, 2.5, Number.NaN]) expect(() => linkTargetFilesStatement('books', width)).toThrow();
  });
});
