import { beforeAll, describe, expect, it } from 'vitest';

import {
  findAuthors,
  findBooks,
  findSeries,
  getAwardDetail,
  getBookDetail,
  listAwards,
  rebuildSearchIndex,
  resolveCatalogueId,
  searchCatalogue,
  setBookAwards,
  writeRatingAggregate,
  AS_SYSTEM,
} from '../src/catalogue/index.js';
import { cataloguePool } from '../src/catalogue/runtime.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

describe('catalogue reads and search', () => {
  const catalogue = useTestCatalogue('reads');
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { payload } = catalogue;
    const create = async (collection: 'authors' | 'genres' | 'series' | 'awards', data: Record<string, unknown>) =>
      (await payload.create({ collection, data: data as never, overrideAccess: true })).id;
    ids.mueller = await create('authors', { name: 'Hans Müller', nativeLanguage: 'de', gender: 'male' });
    ids.asimov = await create('authors', { name: 'Isaac Asimov', nativeLanguage: 'en', gender: 'male' });
    ids.sf = await create('genres', { name: 'Science Fiction' });
    ids.fantasy = await create('genres', { name: 'Fantasy' });
    ids.foundationSeries = await create('series', { name: 'Foundation', isCompleted: true });
    ids.hugo = await create('awards', { name: 'Hugo Award', categories: [{ name: 'Best Novel' }] });
    const book = async (title: string, year: number, authors: number[], genres: number[], extra: Record<string, unknown> = {}) =>
      (await payload.create({ collection: 'books', data: { title, publicationYear: year, authors, genres, ...extra } as never, overrideAccess: true })).id;
    ids.foundation = await book('Foundation', 1951, [ids.asimov!], [ids.sf!], {
      allSeries: [{ series: ids.foundationSeries, position: '1', positionSort: 1 }],
    });
    ids.empire = await book('Foundation and Empire', 1952, [ids.asimov!], [ids.sf!], {
      allSeries: [{ series: ids.foundationSeries, position: '2', positionSort: 2 }],
    });
    ids.drachen = await book('Die Drachen', 1990, [ids.mueller!], [ids.fantasy!]);
    for (let index = 0; index < 15; index += 1) await book(`Robot Story ${index}`, 1960 + index, [ids.asimov!], [ids.sf!]);
    await payload.update({ collection: 'books', id: ids.drachen, locale: 'de', data: { title: 'Die Drachen (de)' }, overrideAccess: true });
    await writeRatingAggregate('books', ids.foundation, 4.5, 2);
    await writeRatingAggregate('books', ids.empire, 3, 1);
    await setBookAwards(ids.foundation, [{ awardId: ids.hugo, isWinner: true, category: 'Best Novel', year: 1966 }], AS_SYSTEM);
    await payload.create({
      collection: 'award-entries',
      data: { award: ids.hugo, isWinner: false, category: 'Best Novel', year: 1966, workTitle: 'Not In Catalogue' },
      overrideAccess: true,
    });
  });

  it('filters books by genre, year and minimum rating', async () => {
    const byGenre = await findBooks({ page: 1, limit: 50, genre: 'fantasy' });
    expect(byGenre.items.map((book) => book.id)).toEqual([ids.drachen]);
    const byYear = await findBooks({ page: 1, limit: 50, year: 1952 });
    expect(byYear.items.map((book) => book.id)).toEqual([ids.empire]);
    const rated = await findBooks({ page: 1, limit: 50, minRating: 4, sort: 'rating' });
    expect(rated).toMatchObject({ total: 1, items: [{ id: ids.foundation, averageRating: 4.5, ratingsCount: 2 }] });
  });

  it('pages without overlap and reports hasMore', async () => {
    const first = await findBooks({ page: 1, limit: 10, sort: 'title_asc' });
    const second = await findBooks({ page: 2, limit: 10, sort: 'title_asc' });
    expect(first).toMatchObject({ total: 18, hasMore: true });
    expect(second.hasMore).toBe(false);
    const seen = [...first.items, ...second.items].map((book) => book.id);
    expect(new Set(seen).size).toBe(18);
  });

  it('reads a localized title with fallback to English', async () => {
    const german = await findBooks({ page: 1, limit: 50, locale: 'de', genre: ids.fantasy });
    expect(german.items[0]?.title).toBe('Die Drachen (de)');
    const italian = await findBooks({ page: 1, limit: 50, locale: 'it', genre: ids.fantasy });
    expect(italian.items[0]?.title).toBe('Die Drachen');
  });

  it('answers the full book with series, awards, authors and editions primary first', async () => {
    const { payload } = catalogue;
    const first = await payload.create({ collection: 'editions', data: { book: ids.foundation!, title: 'Gnome Press' }, overrideAccess: true });
    const second = await payload.create({
      collection: 'editions',
      data: { book: ids.foundation!, title: 'Neuausgabe', publicationYear: 1990, isPrimaryEdition: true },
      overrideAccess: true,
    });
    const detail = await getBookDetail(ids.foundation!);
    expect(detail?.editions.map((edition) => [edition.id, edition.isPrimaryEdition, edition.languageName])).toEqual([
      [second.id, true, 'Deutsch'],
      [first.id, false, 'Deutsch'],
    ]);
    expect(detail).toMatchObject({
      title: 'Foundation',
      slug: `foundation-${ids.foundation}`,
      averageRating: 4.5,
      series: { id: ids.foundationSeries, name: 'Foundation' },
      seriesPosition: '1',
      authors: [{ id: ids.asimov, name: 'Isaac Asimov' }],
      awards: [{ isWinner: true, category: 'Best Novel', year: 1966, award: { id: ids.hugo } }],
    });
    expect(await resolveCatalogueId('books', `foundation-${ids.foundation}`)).toBe(ids.foundation);
    expect(await resolveCatalogueId('books', 'no-such-book')).toBeNull();
  });

  it('reads a book by id, slug or URL form in its one detail statement; a number is an id only', async () => {
    const id = ids.foundation!;
    for (const key of [id, String(id), `foundation-${id}`, `any-old-title-${id}`]) {
      expect((await getBookDetail(key))?.id, String(key)).toBe(id);
    }
    for (const key of ['no-such-book', '', ' ', '99999999999', 'x'.repeat(301), 0, -1, 2_147_483_648]) {
      expect(await getBookDetail(key), String(key)).toBeNull();
    }
    expect(await resolveCatalogueId('books', `any-old-title-${id}`)).toBe(id);
    expect(await resolveCatalogueId('series', String(ids.foundationSeries))).toBe(ids.foundationSeries);
    expect(await resolveCatalogueId('series', `foundation-${ids.foundationSeries}`)).toBeNull();
  });

  it('prepares the search statements once per connection', async () => {
    await searchCatalogue('foundation');
    await searchCatalogue('fo');
    const pool = cataloguePool();
    const clients = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
    try {
      const names = new Set<string>();
      for (const client of clients) {
        for (const row of (await client.query<{ name: string }>('select name from pg_prepared_statements')).rows) names.add(row.name);
      }
      expect([...names]).toEqual(expect.arrayContaining(['catalogue-search-long', 'catalogue-search-short']));
    } finally {
      for (const client of clients) client.release();
    }
  });

  it('groups award winners and nominees by year and category, including works outside the catalogue', async () => {
    const award = await getAwardDetail(ids.hugo!);
    expect(award?.years).toHaveLength(1);
    const group = award?.years[0]?.categories[0];
    expect(group?.winners.map((entry) => entry.book?.id)).toEqual([ids.foundation]);
    expect(group?.nominees).toMatchObject([{ book: null, workTitle: 'Not In Catalogue' }]);
  });

  it('lists authors by most books and series by size', async () => {
    const authors = await findAuthors({ page: 1, limit: 10, sort: 'books' });
    expect(authors.items[0]).toMatchObject({ id: ids.asimov, bookCount: 17 });
    expect((await findAuthors({ page: 1, limit: 10, nativeLanguage: 'de' })).items.map((author) => author.id)).toEqual([ids.mueller]);
    expect((await findSeries({ page: 1, limit: 10, size: '1-3', status: 'completed' })).items).toMatchObject([{ bookCount: 2 }]);
    expect((await findSeries({ page: 1, limit: 10, size: '4-10' })).total).toBe(0);
  });

  it('keeps the search index current through hooks and finds umlauts, accents and one typo', async () => {
    for (const query of ['Müller', 'mueller', 'muller']) {
      expect((await searchCatalogue(query)).authors.map((hit) => hit.id), query).toContain(ids.mueller);
    }
    expect((await searchCatalogue('asimow')).authors.map((hit) => hit.id)).toContain(ids.asimov);
    expect((await searchCatalogue('foundation')).books[0]?.id).toBe(ids.foundation);
  });

  it('caps every group and answers short queries by word prefix', async () => {
    const robots = await searchCatalogue('robot');
    expect(robots.books).toHaveLength(12);
    const short = await searchCatalogue('r');
    expect(short.books.length).toBeLessThanOrEqual(12);
    expect(short.books.every((hit) => /(^| )r/i.test(hit.title))).toBe(true);
  });

  it('treats hostile strings as plain text and blank queries as nothing', async () => {
    for (const query of ['%', '_', '\\', "'; drop table x; --", '"', 'x'.repeat(5000), '🐉🐉', 'مرحبا']) {
      await expect(searchCatalogue(query)).resolves.toBeDefined();
    }
    expect(await searchCatalogue('   ')).toEqual({ books: [], authors: [], series: [], genres: [], awards: [] });
  });

  it('rebuilds the whole index and drops a deleted item', async () => {
    const { documents } = await rebuildSearchIndex();
    expect(documents).toBe(2 + 2 + 1 + 1 + 18);
    await catalogue.payload.delete({ collection: 'authors', id: ids.mueller!, overrideAccess: true });
    expect((await searchCatalogue('mueller')).authors).toEqual([]);
  });

  // Last: the awards it adds would change the index counts above.
  it('lists awards with entries first, each group by name, so /awards opens on one that has some', async () => {
    const create = async (name: string) => (await catalogue.payload.create({ collection: 'awards', data: { name } as never, overrideAccess: true })).id;
    const aardvark = await create('Aardvark Prize');
    const zeppelin = await create('Zeppelin Prize');
    const nebula = await create('Nebula Award');
    await catalogue.payload.create({
      collection: 'award-entries',
      data: { award: zeppelin, isWinner: true, category: 'Best Novel', year: 1970, workTitle: 'Not In Catalogue Either' },
      overrideAccess: true,
    });
    expect((await listAwards()).map((award) => award.id)).toEqual([ids.hugo, zeppelin, aardvark, nebula]);
  });
});
