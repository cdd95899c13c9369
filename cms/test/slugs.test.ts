import { beforeAll, describe, expect, it } from 'vitest';

import { type CatalogueAccess, createBook, getBook, upsertByExternalId } from '../src/catalogue/index.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

describe('generated slugs', () => {
  const catalogue = useTestCatalogue('slugs');
  let asEditor: CatalogueAccess;

  beforeAll(async () => {
    asEditor = { actor: catalogue.editor };
  });

  it.each([
    ['Die Stadt der Träumenden Bücher', 'die-stadt-der-traeumenden-buecher'],
    ['Die Straße der Ölsucher', 'die-strasse-der-oelsucher'],
    ['Les Misérables à Noël', 'les-miserables-a-noel'],
    ['Dune: Messiah!? (Part 2)', 'dune-messiah-part-2'],
    ['Good Omens & Bad/Worse_News', 'good-omens-bad-worse-news'],
  ])('makes the book slug of %j %j', async (title, slug) => {
    const book = await createBook({ title }, asEditor);
    expect(book.slug).toBe(slug);
  });

  it('appends -2 and -3 when the slug is taken', async () => {
    const first = await createBook({ title: 'Foundation' }, asEditor);
    const second = await createBook({ title: 'Foundation' }, asEditor);
    const third = await createBook({ title: 'Foundation!' }, asEditor);
    expect([first.slug, second.slug, third.slug]).toEqual(['foundation', 'foundation-2', 'foundation-3']);
  });

  it('finds a book by stored slug, by URL slug and by id', async () => {
    const book = await createBook({ title: 'Fahrenheit 451' }, asEditor);
    expect((await getBook('fahrenheit-451'))?.id).toBe(book.id);
    expect((await getBook(`fahrenheit-451-${book.id}`))?.id).toBe(book.id);
    expect((await getBook(String(book.id)))?.id).toBe(book.id);
    expect(await getBook('no-such-book')).toBeNull();
  });

  it('makes author slugs with transliterated accents and keeps them on upsert', async () => {
    const first = await upsertByExternalId('authors', 101, { name: 'Stanisław Lem' }, asEditor);
    const again = await upsertByExternalId('authors', 101, { name: 'Stanisław Lem' }, asEditor);
    const author = await catalogue.payload.findByID({ collection: 'authors', id: first.id });
    expect(author.slug).toBe('stanislaw-lem');
    expect(again).toEqual({ id: first.id, isCreated: false });
  });
});
