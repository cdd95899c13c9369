import { describe, expect, it } from 'vitest';

import { catalogueQuery } from '../src/catalogue/sql.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

// A book's search popularity counts its award entries five times, an award's counts its entries:
// each write of an entry, and each delete that takes entries with it (decision 065), moves them.
describe('search popularity follows award entries', () => {
  const catalogue = useTestCatalogue('popularity');

  const create = async (collection: 'books' | 'awards' | 'award-entries' | 'authors' | 'genres' | 'series', data: Record<string, unknown>) =>
    Number((await catalogue.payload.create({ collection, data: data as never, overrideAccess: true })).id);

  async function popularity(type: 'book' | 'award' | 'author' | 'genre' | 'series', id: number): Promise<number | undefined> {
    const rows = await catalogueQuery<{ popularity: number }>('select popularity from cms.search_documents where type = $1 and item_id = $2', [type, id]);
    return rows[0]?.popularity;
  }

  it('counts an entry when it is created, moved to another award and deleted', async () => {
    const { payload } = catalogue;
    const book = await create('books', { title: 'Lord of Light' });
    const hugo = await create('awards', { name: 'Popularity Hugo' });
    const locus = await create('awards', { name: 'Popularity Locus' });

    const entry = await create('award-entries', { award: hugo, book, isWinner: true });
    expect([await popularity('book', book), await popularity('award', hugo)]).toEqual([5, 1]);

    await payload.update({ collection: 'award-entries', id: entry, data: { award: locus }, overrideAccess: true });
    expect([await popularity('award', hugo), await popularity('award', locus), await popularity('book', book)]).toEqual([0, 1, 5]);

    await payload.delete({ collection: 'award-entries', id: entry, overrideAccess: true });
    expect([await popularity('book', book), await popularity('award', locus)]).toEqual([0, 0]);
  });

  it('uncounts a deleted book\'s entries on its awards', async () => {
    const book = await create('books', { title: 'Gone Book' });
    const award = await create('awards', { name: 'Award Of Gone Book' });
    await create('award-entries', { award, book });
    await create('award-entries', { award, workTitle: 'Another Work' });
    expect(await popularity('award', award)).toBe(2);

    await catalogue.payload.delete({ collection: 'books', id: book, overrideAccess: true });
    expect([await popularity('book', book), await popularity('award', award)]).toEqual([undefined, 1]);
  });

  it('uncounts a deleted award\'s entries on their books', async () => {
    const book = await create('books', { title: 'Twice Nominated' });
    const kept = await create('awards', { name: 'Kept Award' });
    const gone = await create('awards', { name: 'Gone Award' });
    await create('award-entries', { award: kept, book });
    await create('award-entries', { award: gone, book });
    expect(await popularity('book', book)).toBe(10);

    await catalogue.payload.delete({ collection: 'awards', id: gone, overrideAccess: true });
    expect([await popularity('book', book), await popularity('award', gone)]).toEqual([5, undefined]);
  });

  it('counts a book on its authors, genres and series when it is linked, relinked and deleted', async () => {
    const { payload } = catalogue;
    const zelazny = await create('authors', { name: 'Roger Zelazny' });
    const delany = await create('authors', { name: 'Samuel R. Delany' });
    const genre = await create('genres', { name: 'Popularity Genre' });
    const series = await create('series', { name: 'Popularity Series' });
    const book = await create('books', { title: 'Nine Princes', authors: [zelazny], genres: [genre], allSeries: [{ series }] });
    const counts = async () => [await popularity('author', zelazny), await popularity('author', delany), await popularity('genre', genre), await popularity('series', series)];
    expect(await counts()).toEqual([1, 0, 1, 1]);

    await payload.update({ collection: 'books', id: book, data: { authors: [delany] }, overrideAccess: true });
    expect(await counts()).toEqual([0, 1, 1, 1]);

    await payload.delete({ collection: 'books', id: book, overrideAccess: true });
    expect(await counts()).toEqual([0, 0, 0, 0]);
  });
});
