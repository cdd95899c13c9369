import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listMoods } from '../src/catalogue/index.js';
import { replaceBookMoods } from '../src/catalogue/import/book-moods.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';
import { overlappingWrites } from './helpers/overlapping-writes.js';

// Decision 146: how many public books hold each mood is kept in cms.mood_book_counts by triggers, and
// must equal what GET /api/moods counted before: the mood rows whose book is public.
const COUNTED = `select m.mood, coalesce(k.public_books, 0) as kept,
    (select count(*)::int from cms.book_moods r join cms.books b on b.id = r.book_id
      where r.mood = m.mood and b.deleted_at is null and b._status = 'published') as counted
  from (select distinct mood from cms.book_moods union select mood from cms.mood_book_counts) m
  left join cms.mood_book_counts k on k.mood = m.mood order by m.mood`;

describe('the kept mood counts', () => {
  const catalogue = useTestCatalogue('kept-mood-counts');
  let pool: pg.Pool;
  const books: number[] = [];

  const createBook = async (title: string, extra: Record<string, unknown> = {}) =>
    Number((await catalogue.payload.create({ collection: 'books', data: { title, ...extra } as never, overrideAccess: true })).id);
  const updateBook = async (id: number, data: Record<string, unknown>, options: Record<string, unknown> = {}) =>
    catalogue.payload.update({ collection: 'books', id, data: data as never, overrideAccess: true, ...options });
  const moodsOf = (entries: Array<[book: number, mood: string]>) =>
    entries.map(([book, mood]) => ({ bookId: books[book]!, externalId: book, mood, share: 0.5 }));

  /** The kept count of each mood held, after checking every kept count against the counted one. */
  async function counts(): Promise<Record<string, number>> {
    const { rows } = await pool.query<{ mood: string; kept: number; counted: number }>(COUNTED);
    for (const row of rows) expect(row.kept, row.mood).toBe(row.counted);
    return Object.fromEntries(rows.filter((row) => row.kept > 0).map((row) => [row.mood, row.kept]));
  }

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: catalogue.databaseUrl, max: 3 });
    for (const title of ['Dune', 'A Wizard of Earthsea', 'Hyperion']) books.push(await createBook(title));
  });

  afterAll(async () => {
    await pool?.end();
  });

  it("counts the moods an import gives the books, and follows the import's next answer", async () => {
    expect(await counts()).toEqual({});
    await replaceBookMoods(pool, moodsOf([[0, 'dark'], [0, 'classic'], [1, 'classic'], [2, 'dark']]));
    expect(await counts()).toEqual({ dark: 2, classic: 2 });
    // The next import drops Hyperion's dark mood and gives it a funny one; the shares of the rest change.
    await replaceBookMoods(pool, moodsOf([[0, 'dark'], [0, 'classic'], [1, 'classic'], [2, 'funny']]).map((row) => ({ ...row, share: 0.7 })));
    expect(await counts()).toEqual({ dark: 1, classic: 2, funny: 1 });
  });

  it('leaves a trashed or unpublished book out and counts it again when restored or published', async () => {
    await updateBook(books[0]!, { deletedAt: new Date().toISOString() });
    expect(await counts()).toEqual({ classic: 1, funny: 1 });
    await updateBook(books[0]!, { deletedAt: null, _status: 'published' }, { trash: true });
    await updateBook(books[1]!, { _status: 'draft' });
    expect(await counts()).toEqual({ dark: 1, classic: 1, funny: 1 });
    await updateBook(books[1]!, { _status: 'published' });
    expect(await counts()).toEqual({ dark: 1, classic: 2, funny: 1 });
  });

  it('does not count the moods written for a draft until it is published', async () => {
    books.push(await createBook('The Dispossessed', { _status: 'draft' }));
    await pool.query(`insert into cms.book_moods (book_id, mood, share) values ($1, 'classic', 0.4), ($1, 'dark', 0.3)`, [books[3]]);
    expect(await counts()).toEqual({ dark: 1, classic: 2, funny: 1 });
    await updateBook(books[3]!, { _status: 'published' });
    expect(await counts()).toEqual({ dark: 2, classic: 3, funny: 1 });
  });

  it("forgets a deleted book's moods", async () => {
    await catalogue.payload.delete({ collection: 'books', id: books[3]!, overrideAccess: true });
    expect(await counts()).toEqual({ dark: 1, classic: 2, funny: 1 });
  });

  it('follows a row moved to another book by plain SQL', async () => {
    await updateBook(books[1]!, { _status: 'draft' });
    await pool.query(`update cms.book_moods set book_id = $1 where book_id = $2 and mood = 'funny'`, [books[1], books[2]]);
    expect(await counts()).toEqual({ dark: 1, classic: 1 });
    await pool.query(`update cms.book_moods set book_id = $1 where book_id = $2 and mood = 'funny'`, [books[2], books[1]]);
    await updateBook(books[1]!, { _status: 'published' });
    expect(await counts()).toEqual({ dark: 1, classic: 2, funny: 1 });
  });

  it('counts the rows two transactions add to the same moods at once', async () => {
    const add = `insert into cms.book_moods (book_id, mood, share) values ($1, $2, 0.5), ($1, $3, 0.5)`;
    // Opposite orders of the same two moods; the second waits for the first's locks rather than deadlocking.
    await overlappingWrites(pool, { text: add, values: [books[1], 'romantic', 'short'] }, { text: add, values: [books[2], 'short', 'romantic'] });
    expect(await counts()).toEqual({ dark: 1, classic: 2, funny: 1, romantic: 2, short: 2 });
  });

  it('answers GET /api/moods from the kept counts, every mood in the contract order', async () => {
    const moods = await listMoods('de');
    expect(moods.filter((mood) => mood.bookCount > 0).map((mood) => [mood.slug, mood.bookCount])).toEqual(
      expect.arrayContaining([['dark', 1], ['classic', 2], ['funny', 1], ['romantic', 2], ['short', 2]]),
    );
    expect(moods.filter((mood) => mood.bookCount > 0)).toHaveLength(5);
    expect(moods.find((mood) => mood.slug === 'dark')?.name).not.toBe('dark');
  });
});
