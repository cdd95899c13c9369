import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  type CatalogueAccess,
  createBook,
  createCatalogueItem,
  currentSlugOfFormer,
  deleteBook,
  deleteCatalogueItem,
  updateBook,
  updateCatalogueItem,
} from '../src/catalogue/index.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

// docs/decisions/120-addresses-that-last.md: every slug a document leaves names it for good.
describe('the slugs a document has left', () => {
  const catalogue = useTestCatalogue('slug_history');
  let asEditor: CatalogueAccess;

  beforeAll(() => {
    asEditor = { actor: catalogue.editor };
  });

  const query = async (text: string, values: unknown[]) => {
    const client = new pg.Client({ connectionString: catalogue.databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  it('follow an author through any number of renames to the current slug', async () => {
    const author = await createCatalogueItem('authors', { name: 'Ursula Le Guin' }, asEditor);
    await updateCatalogueItem('authors', author.id, { slug: 'ursula-k-le-guin' }, asEditor);
    await updateCatalogueItem('authors', author.id, { slug: 'ursula-kroeber-le-guin' }, asEditor);
    expect(await currentSlugOfFormer('authors', 'ursula-le-guin')).toBe('ursula-kroeber-le-guin');
    expect(await currentSlugOfFormer('authors', 'ursula-k-le-guin')).toBe('ursula-kroeber-le-guin');
    // The current slug and the id name the author itself: nothing moved.
    expect(await currentSlugOfFormer('authors', 'ursula-kroeber-le-guin')).toBeNull();
    expect(await currentSlugOfFormer('authors', String(author.id))).toBeNull();
    expect(await currentSlugOfFormer('authors', 'never-an-author')).toBeNull();
  });

  it('are not recorded for an edit that keeps the slug, nor for another collection', async () => {
    const series = await createCatalogueItem('series', { name: 'Earthsea' }, asEditor);
    await updateCatalogueItem('series', series.id, { name: 'The Earthsea Cycle' }, asEditor);
    expect(await query('select slug from cms.slug_history where collection = $1 and document_id = $2', ['series', series.id])).toEqual([]);
    await updateCatalogueItem('series', series.id, { slug: 'earthsea-cycle' }, asEditor);
    expect(await currentSlugOfFormer('series', 'earthsea')).toBe('earthsea-cycle');
    expect(await currentSlugOfFormer('genres', 'earthsea')).toBeNull();
  });

  it('give way to a document that takes the slug, and name the last one that left it', async () => {
    const first = await createCatalogueItem('genres', { name: 'Weird Fiction' }, asEditor);
    await updateCatalogueItem('genres', first.id, { slug: 'the-weird' }, asEditor);
    const second = await createCatalogueItem('genres', { name: 'Weird Fiction' }, asEditor);
    expect(second.slug).toBe('weird-fiction');
    expect(await currentSlugOfFormer('genres', 'weird-fiction')).toBeNull();
    await updateCatalogueItem('genres', second.id, { slug: 'new-weird' }, asEditor);
    expect(await currentSlugOfFormer('genres', 'weird-fiction')).toBe('new-weird');
  });

  it('are recorded for a write that skips Payload as well', async () => {
    const author = await createCatalogueItem('authors', { name: 'Octavia Butler' }, asEditor);
    await query('update cms.authors set slug = $1 where id = $2', ['octavia-e-butler', author.id]);
    expect(await currentSlugOfFormer('authors', 'octavia-butler')).toBe('octavia-e-butler');
  });

  it('name nothing once their document is deleted', async () => {
    const award = await createCatalogueItem('awards', { name: 'Clarke Award' }, asEditor);
    await updateCatalogueItem('awards', award.id, { slug: 'arthur-c-clarke-award' }, asEditor);
    expect(await currentSlugOfFormer('awards', 'clarke-award')).toBe('arthur-c-clarke-award');
    await deleteCatalogueItem('awards', award.id, asEditor);
    expect(await currentSlugOfFormer('awards', 'clarke-award')).toBeNull();
  });

  it('move a book by its stored slug and by the address with its id, not by an address it never had', async () => {
    const book = await createBook({ title: 'The Left Hand of Darkness' }, asEditor);
    await updateBook(book.id, { slug: 'left-hand-of-darkness' }, asEditor);
    const current = `left-hand-of-darkness-${book.id}`;
    expect(await currentSlugOfFormer('books', 'the-left-hand-of-darkness')).toBe(current);
    expect(await currentSlugOfFormer('books', `the-left-hand-of-darkness-${book.id}`)).toBe(current);
    expect(await currentSlugOfFormer('books', current)).toBeNull();
    expect(await currentSlugOfFormer('books', `made-up-${book.id}`)).toBeNull();
    // Back at a slug it left: its address is its own again.
    await updateBook(book.id, { slug: 'the-left-hand-of-darkness' }, asEditor);
    expect(await currentSlugOfFormer('books', `the-left-hand-of-darkness-${book.id}`)).toBeNull();
    expect(await currentSlugOfFormer('books', `left-hand-of-darkness-${book.id}`)).toBe(`the-left-hand-of-darkness-${book.id}`);
    await deleteBook(book.id, asEditor);
    expect(await currentSlugOfFormer('books', `left-hand-of-darkness-${book.id}`)).toBeNull();
  });
});
