import { beforeAll, describe, expect, it } from 'vitest';

import { getAwardDetail, getBookDetail, listAwards } from '../src/catalogue/index.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

describe("an award's categories: stable keys with a label per language (decision 125)", () => {
  const catalogue = useTestCatalogue('award_categories');
  let award: number;
  let book: number;

  beforeAll(async () => {
    const { payload } = catalogue;
    const asEditor = { user: catalogue.editor, overrideAccess: false };
    // English labels left blank are the keys.
    award = (await payload.create({ collection: 'awards', data: { name: 'Nebula Award', categories: [{ name: 'Best Novel' }, { name: 'Best Novella' }] }, ...asEditor })).id;
    await payload.update({ collection: 'awards', id: award, locale: 'de', data: { name: 'Nebula-Preis', categories: [{ name: 'Best Novel', label: 'Bester Roman' }, { name: 'Best Novella' }] }, ...asEditor });
    book = (await payload.create({ collection: 'books', data: { title: 'The Left Hand of Darkness' }, ...asEditor })).id;
    await payload.create({ collection: 'award-entries', data: { award, book, category: 'Best Novel', isWinner: true, year: 1970 }, ...asEditor });
    await payload.create({ collection: 'award-entries', data: { award, category: 'Best Novella', isWinner: false, year: 1970, workTitle: 'A Boy and His Dog' }, ...asEditor });
    await payload.create({ collection: 'award-entries', data: { award, category: 'Best Short Story', isWinner: false, year: 1970, workTitle: 'Typed In' }, ...asEditor });
  });

  const names = async (locale: 'en' | 'de' | 'it') =>
    Object.fromEntries((await getAwardDetail(award, locale))?.years.flatMap((year) => year.categories.map((group) => [group.category, group.categoryName])) ?? []);

  it("names each entry's category in the reader's language, else English, else the key as typed", async () => {
    expect(await names('de')).toEqual({ 'Best Novel': 'Bester Roman', 'Best Novella': 'Best Novella', 'Best Short Story': 'Best Short Story' });
    expect(await names('it')).toEqual({ 'Best Novel': 'Best Novel', 'Best Novella': 'Best Novella', 'Best Short Story': 'Best Short Story' });
    expect(await names('en')).toEqual({ 'Best Novel': 'Best Novel', 'Best Novella': 'Best Novella', 'Best Short Story': 'Best Short Story' });
  });

  it("gives the award list's categories and a book's awards the same names", async () => {
    const listed = (await listAwards('de')).find((item) => item.id === award);
    expect(listed).toMatchObject({ categories: ['Best Novel', 'Best Novella'], categoryNames: { 'Best Novel': 'Bester Roman', 'Best Novella': 'Best Novella' } });
    const detail = await getBookDetail(book, 'de');
    expect(detail?.awards).toEqual([expect.objectContaining({ category: 'Best Novel', categoryName: 'Bester Roman', year: 1970 })]);
  });

  it('keeps the labels of the keys a list written by key alone keeps, in every language', async () => {
    const { payload } = catalogue;
    await payload.update({
      collection: 'awards', id: award, locale: 'en',
      data: { categories: [{ name: 'Best Novella' }, { name: 'Best Novel' }, { name: 'Best Novelette' }] },
      user: catalogue.editor, overrideAccess: false,
    });
    expect((await listAwards('de')).find((item) => item.id === award)).toMatchObject({
      categories: ['Best Novella', 'Best Novel', 'Best Novelette'],
      categoryNames: { 'Best Novel': 'Bester Roman', 'Best Novelette': 'Best Novelette' },
    });
  });
});
