import {
  authorDetailSchema,
  authorSummarySchema,
  awardDetailSchema,
  awardSummarySchema,
  bookDetailSchema,
  bookSummarySchema,
  cursorPagedSchema,
  editionRecordSchema,
  genreSummarySchema,
  homeDataSchema,
  pagedSchema,
  searchGroupsSchema,
  seriesDetailSchema,
  seriesSummarySchema,
} from '@starshelf/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  AS_SYSTEM,
  createEdition,
  findAuthors,
  findBooks,
  findSeries,
  getAuthorDetail,
  getAuthorSummaries,
  getAwardDetail,
  getBookDetail,
  getBookSummaries,
  getGenre,
  getHome,
  getSeriesDetail,
  listAwards,
  listEditions,
  listGenres,
  makePrimaryEdition,
  searchCatalogue,
  setBookAwards,
  updateEdition,
  writeRatingAggregate,
} from '../src/catalogue/index.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

/**
 * The contract's answer schemas against what the catalogue's read functions really return: a field
 * renamed, dropped, retyped or added on either side fails here (parsing strips unknown keys, so an
 * extra field shows as a difference).
 */
function expectShape<T extends z.ZodType>(schema: T, answer: unknown): void {
  const parsed = schema.safeParse(answer);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(answer);
}

describe('catalogue answers match the contract', () => {
  const catalogue = useTestCatalogue('shapes');
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { payload } = catalogue;
    const create = async (collection: 'authors' | 'genres' | 'series' | 'awards', data: Record<string, unknown>) =>
      (await payload.create({ collection, data: data as never, overrideAccess: true })).id;
    ids.author = await create('authors', { name: 'Kurd Laßwitz', nativeLanguage: 'de', gender: 'male', born: '1848', bio: 'Gotha.' });
    ids.bare = await create('authors', { name: 'Anonymous' });
    ids.genre = await create('genres', { name: 'Science Fiction', description: 'Futures.' });
    ids.series = await create('series', { name: 'Planets', isCompleted: false, description: 'Two worlds.' });
    ids.award = await create('awards', { name: 'Kurd Laßwitz Award', country: 'DE', year: 1981, categories: [{ name: 'Best Novel' }] });
    const book = async (title: string, year: number, extra: Record<string, unknown> = {}) =>
      (
        await payload.create({
          collection: 'books',
          data: { title, publicationYear: year, authors: [ids.author], genres: [ids.genre], ...extra } as never,
          overrideAccess: true,
        })
      ).id;
    ids.book = await book('Auf zwei Planeten', 1897, {
      publisher: 'Felber',
      pages: 1000,
      allSeries: [{ series: ids.series, position: '1.5', positionSort: 1.5 }],
    });
    ids.other = await book('Bilder aus der Zukunft', 1878);
    await payload.update({ collection: 'books', id: ids.book, locale: 'de', data: { title: 'Auf zwei Planeten (de)' }, overrideAccess: true });
    await writeRatingAggregate('books', ids.book, 4.25, 4);
    await writeRatingAggregate('authors', ids.author, 4, 1);
    await setBookAwards(ids.book, [{ awardId: ids.award, isWinner: true, category: 'Best Novel', year: 1981 }], AS_SYSTEM);
    await payload.create({
      collection: 'award-entries',
      data: { award: ids.award, isWinner: false, category: 'Best Novel', year: 1981, workTitle: 'Elsewhere', workAuthor: 'Someone' },
      overrideAccess: true,
    });
    const edition = await createEdition(ids.book, { title: 'Erstausgabe', publicationYear: 1897, isbn: '123', pages: 1000 }, AS_SYSTEM);
    ids.edition = edition.id;
    await createEdition(ids.book, { title: 'Reprint', formats: [{ bindingType: 'hardcover', price: 12.5, currency: 'EUR' }] }, AS_SYSTEM);
  });

  it('book lists, cards and the detail', async () => {
    expectShape(pagedSchema(bookSummarySchema), await findBooks({ page: 1, limit: 10, locale: 'de' }));
    expectShape(z.array(bookSummarySchema), await getBookSummaries([ids.book!, ids.other!], 'it'));
    const detail = await getBookDetail(ids.book!, 'de');
    expect(detail?.editions).toHaveLength(2);
    expect(detail?.awards).toHaveLength(1);
    expectShape(bookDetailSchema, detail);
    expectShape(bookDetailSchema, await getBookDetail(ids.other!));
  });

  it('editions as listed and as written', async () => {
    const editions = await listEditions(ids.book!);
    expect(editions.flatMap((edition) => edition.formats)).toHaveLength(1);
    expectShape(z.array(editionRecordSchema), editions);
    expectShape(editionRecordSchema, await updateEdition(ids.edition!, { publisher: 'Felber' }, AS_SYSTEM));
    expectShape(editionRecordSchema, await makePrimaryEdition(ids.edition!, AS_SYSTEM));
  });

  it('authors, series and genres', async () => {
    // A page of one author: the answer then carries `next` (decision 165).
    const firstAuthor = await findAuthors({ page: 1, limit: 1 });
    expect(firstAuthor.next).toEqual(expect.any(String));
    expectShape(cursorPagedSchema(authorSummarySchema), firstAuthor);
    expectShape(z.array(authorSummarySchema), await getAuthorSummaries([ids.author!, ids.bare!]));
    expectShape(authorDetailSchema, await getAuthorDetail(ids.author!, 'it'));
    expectShape(cursorPagedSchema(seriesSummarySchema), await findSeries({ page: 1, limit: 10 }));
    expectShape(seriesDetailSchema, await getSeriesDetail(ids.series!));
    expectShape(z.array(genreSummarySchema), await listGenres('de'));
    expectShape(genreSummarySchema, await getGenre(ids.genre!));
  });

  it('awards with entries in and outside the catalogue', async () => {
    expectShape(z.array(awardSummarySchema), await listAwards());
    const award = await getAwardDetail(ids.award!);
    expect(award?.years[0]?.categories[0]?.nominees).toHaveLength(1);
    expectShape(awardDetailSchema, award);
  });

  it('the start page and search', async () => {
    const home = await getHome('en');
    expect(home.hero?.id).toBe(ids.book);
    expectShape(homeDataSchema, home);
    const hits = await searchCatalogue('planeten');
    expect(hits.books.length).toBeGreaterThan(0);
    expectShape(searchGroupsSchema, hits);
    expectShape(searchGroupsSchema, await searchCatalogue('au'));
  });
});
