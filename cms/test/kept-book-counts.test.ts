import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { findAuthorBooks, findAuthors, getAuthorDetail, getGenre, listGenres } from '../src/catalogue/index.js';
import { authorListPage } from '../src/catalogue/read/find-authors.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';
import { overlappingWrites } from './helpers/overlapping-writes.js';
import { planWithScansPricedOut } from './helpers/plan-priced-out.js';

// Decision 143: an author's and a genre's book counts are kept in their rows' public_book_count by
// triggers, and must equal what the lists counted before: the item's relation rows whose book is public.
const counted = (path: 'authors' | 'genres') => `select x.id, x.public_book_count as kept,
    (select count(*)::int from cms.books_rels r join cms.books b on b.id = r.parent_id
      where r.path = '${path}' and r.${path}_id = x.id and b.deleted_at is null and b._status = 'published') as counted
  from cms.${path} x order by x.id`;

describe('the kept book counts of authors and genres', () => {
  const catalogue = useTestCatalogue('kept-book-counts');
  let pool: pg.Pool;
  const ids: Record<string, number> = {};

  const createAuthor = async (name: string) => Number((await catalogue.payload.create({ collection: 'authors', data: { name } as never, overrideAccess: true })).id);
  /** A book by `authors`, in the genre the first author writes (Le Guin fantasy, Herbert science fiction). */
  const createBook = async (title: string, authors: number[], extra: Record<string, unknown> = {}) =>
    Number(
      (
        await catalogue.payload.create({
          collection: 'books',
          data: { title, authors, genres: authors.map((author) => (author === ids.leguin ? ids.fantasy : ids.sf)), ...extra } as never,
          overrideAccess: true,
        })
      ).id,
    );
  const updateBook = async (id: number, data: Record<string, unknown>, options: Record<string, unknown> = {}) =>
    catalogue.payload.update({ collection: 'books', id, data: data as never, overrideAccess: true, ...options });

  /** The kept count of each named author, after checking that every author's and genre's kept count is the counted one. */
  async function counts(): Promise<Record<string, number>> {
    const kept = new Map<string, number>();
    for (const path of ['authors', 'genres'] as const) {
      const { rows } = await pool.query<{ id: number; kept: number; counted: number }>(counted(path));
      for (const row of rows) expect(row.kept, `${path} ${row.id}`).toBe(row.counted);
      for (const row of rows) kept.set(`${path} ${row.id}`, row.kept);
    }
    const [leguin, herbert] = [kept.get(`authors ${ids.leguin}`) ?? -1, kept.get(`authors ${ids.herbert}`) ?? -1];
    return { leguin, herbert };
  }

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: catalogue.databaseUrl, max: 3 });
    ids.leguin = await createAuthor('Ursula K. Le Guin');
    ids.herbert = await createAuthor('Frank Herbert');
    ids.fantasy = Number((await catalogue.payload.create({ collection: 'genres', data: { name: 'Fantasy' } as never, overrideAccess: true })).id);
    ids.sf = Number((await catalogue.payload.create({ collection: 'genres', data: { name: 'Science Fiction' } as never, overrideAccess: true })).id);
  });

  afterAll(async () => {
    await pool?.end();
  });

  it('counts the books an author is added to, and the co-authors of one book each', async () => {
    expect(await counts()).toEqual({ leguin: 0, herbert: 0 });
    ids.earthsea = await createBook('A Wizard of Earthsea', [ids.leguin!]);
    ids.shared = await createBook('A Shared Anthology', [ids.leguin!, ids.herbert!]);
    ids.dune = await createBook('Dune', [ids.herbert!]);
    expect(await counts()).toEqual({ leguin: 2, herbert: 2 });
  });

  it('follows an author removed from a book and another added', async () => {
    await updateBook(ids.shared!, { authors: [ids.herbert] });
    expect(await counts()).toEqual({ leguin: 1, herbert: 2 });
    await updateBook(ids.shared!, { authors: [ids.leguin, ids.herbert] });
    expect(await counts()).toEqual({ leguin: 2, herbert: 2 });
  });

  it('leaves a trashed book out and counts it again on restore', async () => {
    await updateBook(ids.earthsea!, { deletedAt: new Date().toISOString() });
    expect(await counts()).toEqual({ leguin: 1, herbert: 2 });
    await updateBook(ids.earthsea!, { deletedAt: null, _status: 'published' }, { trash: true });
    expect(await counts()).toEqual({ leguin: 2, herbert: 2 });
  });

  it('leaves an unpublished book and a new draft out, and counts them once published', async () => {
    await updateBook(ids.dune!, { _status: 'draft' });
    ids.draft = await createBook('The Dispossessed', [ids.leguin!], { _status: 'draft' });
    expect(await counts()).toEqual({ leguin: 2, herbert: 1 });
    await updateBook(ids.dune!, { _status: 'published' });
    await updateBook(ids.draft!, { _status: 'published' });
    expect(await counts()).toEqual({ leguin: 3, herbert: 2 });
  });

  it('forgets a deleted book', async () => {
    await catalogue.payload.delete({ collection: 'books', id: ids.draft!, overrideAccess: true });
    expect(await counts()).toEqual({ leguin: 2, herbert: 2 });
  });

  // Each statement writes an author row and its genre row (Le Guin's fantasy, Herbert's science fiction).
  const INSERT_PAIR = `insert into cms.books_rels (parent_id, path, "order", authors_id, genres_id)
    values ($1, 'authors', $2, $3, null), ($1, 'genres', $2, null, case when $3 = $4 then $5 else $6 end::int)`;
  const genreArgs = () => [ids.leguin, ids.fantasy, ids.sf];

  it('follows rows written by plain SQL, as an importer or a merge writes them', async () => {
    await pool.query(INSERT_PAIR, [ids.dune, 9, ids.leguin, ...genreArgs()]);
    expect(await counts()).toEqual({ leguin: 3, herbert: 2 });
    // A merge moves an item's rows to another: one update of both paths.
    const move = `update cms.books_rels set authors_id = case when path = 'authors' then $1::int end, genres_id = case when path = 'genres' then $2::int end
      where parent_id = $3 and ((path = 'authors' and authors_id = $4) or (path = 'genres' and genres_id = $5))`;
    await pool.query(move, [ids.herbert, ids.sf, ids.earthsea, ids.leguin, ids.fantasy]);
    expect(await counts()).toEqual({ leguin: 2, herbert: 3 });
    await pool.query(move, [ids.leguin, ids.fantasy, ids.earthsea, ids.herbert, ids.sf]);
    await pool.query(`delete from cms.books_rels where parent_id = $1 and "order" = 9`, [ids.dune]);
    expect(await counts()).toEqual({ leguin: 2, herbert: 2 });
  });

  it('counts the books two transactions add to the same items at once', async () => {
    const both = `insert into cms.books_rels (parent_id, path, "order", authors_id, genres_id)
      values ($1, 'authors', 7, $2, null), ($1, 'authors', 8, $3, null), ($1, 'genres', 7, null, $4), ($1, 'genres', 8, null, $5)`;
    // Each adds both authors and both genres to a book, in opposite orders; the second waits for the first's locks.
    await overlappingWrites(
      pool,
      { text: both, values: [ids.earthsea, ids.leguin, ids.herbert, ids.fantasy, ids.sf] },
      { text: both, values: [ids.dune, ids.herbert, ids.leguin, ids.sf, ids.fantasy] },
    );
    expect(await counts()).toEqual({ leguin: 4, herbert: 4 });
    await pool.query(`delete from cms.books_rels where "order" in (7, 8)`);
    expect(await counts()).toEqual({ leguin: 2, herbert: 2 });
  });

  it('answers the genres list and a genre from the kept count', async () => {
    const genres = await listGenres();
    expect(genres.filter((genre) => [ids.fantasy, ids.sf].includes(genre.id)).map((genre) => [genre.id, genre.bookCount])).toEqual([
      [ids.fantasy, 2],
      [ids.sf, 2],
    ]);
    expect((await getGenre(ids.sf!))?.bookCount).toBe(2);
  });

  it('answers the list, the cards, the detail and the paged total from the kept count', async () => {
    await createBook('Children of Dune', [ids.herbert!]);
    const byBooks = await findAuthors({ page: 1, limit: 24, sort: 'books' });
    expect(byBooks.items.map((author) => [author.id, author.bookCount])).toEqual([
      [ids.herbert, 3],
      [ids.leguin, 2],
    ]);
    expect((await getAuthorDetail(ids.herbert!))?.bookCount).toBe(3);
    expect(await findAuthorBooks(ids.herbert!, { page: 1, limit: 2 })).toMatchObject({ total: 3, hasMore: true });
    await catalogue.payload.update({ collection: 'authors', id: ids.herbert!, data: { deletedAt: new Date().toISOString() } as never, overrideAccess: true });
    expect((await findAuthors({ page: 1, limit: 24, sort: 'books' })).items.map((author) => author.id)).toEqual([ids.leguin]);
  });

  // With sequential scans, bitmap scans and sorts priced out, an order the index does not hold still sorts.
  it.each(['books', 'rating'] as const)('reads the %s order from its index over the public authors', async (sort) => {
    const text = await planWithScansPricedOut(pool, authorListPage(sort, 'en'), ['en', null, null, null, 24, 0]);
    expect(text).toContain(sort === 'books' ? 'authors_public_book_count_idx' : 'authors_public_rating_idx');
    expect(text).not.toMatch(/\bSort\b|Seq Scan/);
  });
});
