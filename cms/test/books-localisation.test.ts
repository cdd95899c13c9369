import { beforeAll, describe, expect, it } from 'vitest';

import {
  type CatalogueAccess,
  createBook,
  findBooks,
  getBook,
  getBookDetail,
  getBookSummaries,
  searchCatalogue,
  updateBook,
} from '../src/catalogue/index.js';
import { localeJoins, localized, localizedJsonValue, localizedValue } from '../src/catalogue/localized-sql.js';
import { catalogueQuery } from '../src/catalogue/sql.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

describe('book localisation', () => {
  const catalogue = useTestCatalogue('locales');
  let asEditor: CatalogueAccess;

  beforeAll(async () => {
    asEditor = { actor: catalogue.editor };
  });

  it('reads each locale of a book created with English, German and Italian titles', async () => {
    const book = await createBook(
      { title: 'The Neverending Story', description: 'A boy and a book.' },
      asEditor,
      { locale: 'en' },
    );
    await updateBook(book.id, { title: 'Die unendliche Geschichte', description: 'Ein Junge und ein Buch.' }, asEditor, {
      locale: 'de',
    });
    await updateBook(book.id, { title: 'La storia infinita' }, asEditor, { locale: 'it' });

    expect((await getBook(book.id, 'en'))?.title).toBe('The Neverending Story');
    expect((await getBook(book.id, 'de'))?.title).toBe('Die unendliche Geschichte');
    expect((await getBook(book.id, 'it'))?.title).toBe('La storia infinita');
    expect((await getBook(book.id, 'de'))?.description).toBe('Ein Junge und ein Buch.');
  });

  it('falls back to English for a locale that was left empty', async () => {
    const book = await createBook({ title: 'Solaris', description: 'An ocean that thinks.' }, asEditor);
    await updateBook(book.id, { title: 'Solaris (deutsch)' }, asEditor, { locale: 'de' });

    const italian = await getBook(book.id, 'it');
    expect(italian?.title).toBe('Solaris');
    expect(italian?.description).toBe('An ocean that thinks.');
    expect((await getBook(book.id, 'de'))?.description).toBe('An ocean that thinks.');
  });

  it('keeps the slug from the English title when another locale is edited', async () => {
    const book = await createBook({ title: 'The Name of the Wind' }, asEditor);
    await updateBook(book.id, { title: 'Der Name des Windes' }, asEditor, { locale: 'de' });

    const german = await getBook(book.id, 'de');
    expect(german?.slug).toBe('the-name-of-the-wind');
    expect(german?.urlSlug).toBe(`the-name-of-the-wind-${book.id}`);
  });

  it('reads a localised column in the reader’s locale, else the default locale’s, through the one SQL helper', async () => {
    const book = await createBook({ title: 'Roadside Picnic', description: 'The Zone.' }, asEditor);
    await updateBook(book.id, { title: 'Picknick am Wegesrand' }, asEditor, { locale: 'de' });
    type Row = { scalar: string; joined: string; described: string };
    const read = async (locale: string) =>
      (
        await catalogueQuery<Row>(
          `select ${localizedValue('books', 'b', 'title', '$1')} as scalar, ${localized('title')} as joined, ${localized('description')} as described
             from cms.books b ${localeJoins('books', 'b', '$1')} where b.id = $2`,
          [locale, book.id],
        )
      )[0];
    // German has a title but no description of its own; Italian has no row at all.
    expect(await read('de')).toEqual({ scalar: 'Picknick am Wegesrand', joined: 'Picknick am Wegesrand', described: 'The Zone.' });
    expect(await read('it')).toEqual({ scalar: 'Roadside Picnic', joined: 'Roadside Picnic', described: 'The Zone.' });
    expect(await read('en')).toEqual({ scalar: 'Roadside Picnic', joined: 'Roadside Picnic', described: 'The Zone.' });

    const names = JSON.stringify({ en: 'Solaris', de: 'Solaris (deutsch)' });
    const [json] = await catalogueQuery<{ de: string; it: string }>(
      `select ${localizedJsonValue('n.names', '$2')} as de, ${localizedJsonValue('n.names', '$3')} as it from (select $1::jsonb as names) n`,
      [names, 'de', 'it'],
    );
    expect(json).toEqual({ de: 'Solaris (deutsch)', it: 'Solaris' });
  });

  it('shows a book whose English title is empty under the title it has in another language, everywhere', async () => {
    const book = await createBook({ title: 'Placeholder before the editor cleared it' }, asEditor);
    // As an editor leaves it who typed only the German title: the English one saved empty.
    await catalogueQuery(`update cms.books_locales set title = '' where _parent_id = $1 and _locale = 'en'`, [book.id]);
    // Its versions hold what it saved too: Payload writes the next save from the latest one (decision 123).
    await catalogueQuery(
      `update cms._books_v_locales set version_title = '' where _locale = 'en' and _parent_id in (select id from cms._books_v where parent_id = $1)`,
      [book.id],
    );
    // Through Payload, so the search index is rewritten from the stored locales.
    await updateBook(book.id, { title: 'Der Wüstenplanet' }, asEditor, { locale: 'de' });

    for (const locale of ['en', 'de', 'it'] as const) {
      expect((await getBookDetail(book.id, locale))?.title, `detail in ${locale}`).toBe('Der Wüstenplanet');
      expect((await getBookSummaries([book.id], locale))[0]?.title, `card in ${locale}`).toBe('Der Wüstenplanet');
      const hits = (await searchCatalogue('Wüstenplanet', { locale })).books;
      expect(hits.find((hit) => hit.id === book.id)?.title, `search in ${locale}`).toBe('Der Wüstenplanet');
    }
    const list = await findBooks({ page: 1, limit: 100, sort: 'title_asc', locale: 'en' });
    expect(list.items.find((item) => item.id === book.id)?.title).toBe('Der Wüstenplanet');
  });

  it('prefers the reader\'s language and then English over any other language', async () => {
    const book = await createBook({ title: 'Roadside Picnic (2)' }, asEditor);
    await updateBook(book.id, { title: 'Picknick am Wegesrand (2)' }, asEditor, { locale: 'de' });
    await updateBook(book.id, { title: 'Picnic sul ciglio della strada' }, asEditor, { locale: 'it' });
    await catalogueQuery(`update cms.books_locales set title = '  ' where _parent_id = $1 and _locale = 'it'`, [book.id]);
    expect((await getBookDetail(book.id, 'it'))?.title).toBe('Roadside Picnic (2)');
    expect((await getBookDetail(book.id, 'de'))?.title).toBe('Picknick am Wegesrand (2)');
  });
});
