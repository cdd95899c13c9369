import type { Locale } from '@starshelf/contract';
import { beforeAll, describe, expect, it } from 'vitest';

import { getBookDetail, listEditions, searchCatalogue } from '../src/catalogue/index.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

const LOCALES: Locale[] = ['en', 'de', 'it'];

// Every title a book is known under finds it in every language, and the hit shows the reader's
// title with the matched one beside it (docs/rules.md §3 "Titles").
describe('titles readers know', () => {
  const catalogue = useTestCatalogue('titles');
  const ids: Record<string, number> = {};

  const create = async (collection: 'books' | 'editions', data: Record<string, unknown>, locale: Locale = 'en') =>
    Number((await catalogue.payload.create({ collection, data: data as never, locale, overrideAccess: true })).id);
  const update = (id: number, data: Record<string, unknown>, locale: Locale) =>
    catalogue.payload.update({ collection: 'books', id, data: data as never, locale, overrideAccess: true });
  const firstBook = async (query: string, locale: Locale) => (await searchCatalogue(query, { locale })).books[0];

  beforeAll(async () => {
    ids.dune = await create('books', { title: 'Dune', ratingsCount: 10 });
    ids.messiah = await create('books', { title: 'Dune Messiah', ratingsCount: 5000 });
    ids.children = await create('books', { title: 'Children of Dune', ratingsCount: 4000 });
    ids.rings = await create('books', { title: 'The Lord of the Rings', originalTitle: 'The Lord of the Rings' });
    await update(ids.rings, { title: 'Der Herr der Ringe' }, 'de');
    await update(ids.rings, { title: 'Il Signore degli Anelli' }, 'it');
    ids.story = await create('books', { title: 'The Neverending Story', originalTitle: 'Die unendliche Geschichte' });
    ids.stand = await create('books', { title: 'The Stand' });
    ids.standEnglish = await create('editions', { book: ids.stand, title: 'The Stand (Complete & Uncut)', languageCode: 'en', isPrimaryEdition: true });
    ids.standGerman = await create('editions', { book: ids.stand, title: 'Das letzte Gefecht', languageCode: 'de', isPrimaryEdition: false });
  });

  it.each(LOCALES)('finds a book by its title in each language, shown in the reader\'s (%s)', async (locale) => {
    const shown = { en: 'The Lord of the Rings', de: 'Der Herr der Ringe', it: 'Il Signore degli Anelli' }[locale];
    for (const [query, matched] of [
      ['der herr der ringe', 'Der Herr der Ringe'],
      ['il signore degli anelli', 'Il Signore degli Anelli'],
      ['lord of the rings', 'The Lord of the Rings'],
    ] as const) {
      const hit = await firstBook(query, locale);
      expect(hit, `${query} in ${locale}`).toMatchObject({ id: ids.rings, title: shown, matchedTitle: matched === shown ? null : matched });
    }
  });

  it.each(LOCALES)('finds a book by its original title (%s)', async (locale) => {
    expect(await firstBook('die unendliche geschichte', locale)).toMatchObject({
      id: ids.story,
      title: 'The Neverending Story',
      matchedTitle: 'Die unendliche Geschichte',
    });
    expect(await firstBook('neverending story', locale)).toMatchObject({ id: ids.story, matchedTitle: null });
  });

  it.each(LOCALES)('finds a book by an edition\'s title, and again after the edition is renamed (%s)', async (locale) => {
    expect(await firstBook('das letzte gefecht', locale)).toMatchObject({ id: ids.stand, title: 'The Stand', matchedTitle: 'Das letzte Gefecht' });
    await catalogue.payload.update({ collection: 'editions', id: ids.standGerman!, data: { title: `Das letzte Gefecht ${locale}` }, overrideAccess: true });
    expect(await firstBook(`das letzte gefecht ${locale}`, locale)).toMatchObject({ id: ids.stand, matchedTitle: `Das letzte Gefecht ${locale}` });
    await catalogue.payload.update({ collection: 'editions', id: ids.standGerman!, data: { title: 'Das letzte Gefecht' }, overrideAccess: true });
  });

  it('keeps every language\'s title found when one language is edited', async () => {
    expect((await firstBook('dune', 'en'))?.id).toBe(ids.dune);
    await update(ids.dune!, { title: 'Der Wüstenplanet' }, 'de');
    for (const locale of LOCALES) {
      expect(await firstBook('dune', locale), `dune in ${locale}`).toMatchObject({
        id: ids.dune,
        title: locale === 'de' ? 'Der Wüstenplanet' : 'Dune',
        matchedTitle: locale === 'de' ? 'Dune' : null,
      });
      expect(await firstBook('der wüstenplanet', locale), `der wüstenplanet in ${locale}`).toMatchObject({ id: ids.dune });
      expect(await firstBook('wustenplanet', locale), `folded in ${locale}`).toMatchObject({ id: ids.dune });
    }
    await update(ids.dune!, { title: 'Dune – Der Wüstenplanet' }, 'de');
    await update(ids.dune!, { title: 'Dune' }, 'en');
    expect(await firstBook('dune', 'en')).toMatchObject({ id: ids.dune, title: 'Dune' });
    expect(await firstBook('wustenplanet', 'it')).toMatchObject({ id: ids.dune, title: 'Dune', matchedTitle: 'Dune – Der Wüstenplanet' });
  });

  it('names the original title on the book and lists the reader\'s language first', async () => {
    const german = await getBookDetail(ids.stand!, 'de');
    expect(german?.editions.map((edition) => edition.id)).toEqual([ids.standGerman, ids.standEnglish]);
    for (const locale of ['en', 'it'] as const) {
      expect((await getBookDetail(ids.stand!, locale))?.editions.map((edition) => edition.id)).toEqual([ids.standEnglish, ids.standGerman]);
    }
    expect((await listEditions(ids.stand!, 'de')).map((edition) => edition.id)).toEqual([ids.standGerman, ids.standEnglish]);
    expect((await listEditions(ids.stand!, 'en')).map((edition) => edition.id)).toEqual([ids.standEnglish, ids.standGerman]);

    for (const locale of LOCALES) {
      expect(await getBookDetail(ids.story!, locale)).toMatchObject({ title: 'The Neverending Story', originalTitle: 'Die unendliche Geschichte' });
    }
    expect((await getBookDetail(ids.rings!, 'de'))?.title).toBe('Der Herr der Ringe');
    expect((await getBookDetail(ids.messiah!, 'de'))?.originalTitle).toBeNull();
  });

  it('shows the English title where a language has none of its own', async () => {
    for (const locale of ['de', 'it'] as const) {
      expect((await getBookDetail(ids.stand!, locale))?.title).toBe('The Stand');
      expect(await firstBook('the stand', locale)).toMatchObject({ id: ids.stand, title: 'The Stand', matchedTitle: null });
    }
  });

  it('lets an editor write a German synopsis of a book that has no German title of its own', async () => {
    const id = await create('books', { title: 'Hyperion' });
    await update(id, { description: 'Pilger auf dem Weg zu den Zeitgräbern.' }, 'de');
    expect(await getBookDetail(id, 'de')).toMatchObject({ title: 'Hyperion', description: 'Pilger auf dem Weg zu den Zeitgräbern.' });
    // English stays required.
    await expect(create('books', { title: '  ' })).rejects.toThrow(/Title/);
    await expect(update(id, { title: '' }, 'en')).rejects.toThrow(/Title/);
  });
});
