import { beforeAll, describe, expect, it } from 'vitest';

import { findAuthorBooks, getAuthorDetail } from '../src/catalogue/index.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

// docs/api.md "Catalogue": an author's detail carries the first 24 books and their count, the rest
// come page by page in the same order (decision 134); trashed and draft books are in neither.
describe("an author's books, paged", () => {
  const catalogue = useTestCatalogue('author-books');
  const ids: Record<string, number> = {};
  const inOrder: number[] = [];

  beforeAll(async () => {
    const { payload } = catalogue;
    ids.prolific = (await payload.create({ collection: 'authors', data: { name: 'Prolific Writer' } as never, overrideAccess: true })).id;
    ids.other = (await payload.create({ collection: 'authors', data: { name: 'Someone Else' } as never, overrideAccess: true })).id;
    const book = async (title: string, year: number | null, extra: Record<string, unknown> = {}) =>
      (await payload.create({ collection: 'books', data: { title, publicationYear: year, authors: [ids.prolific], ...extra } as never, overrideAccess: true })).id;
    // Created newest first, so the order asked (oldest first) is not the order of the ids.
    const undated = await book('Undated Notes', null);
    for (let year = 1929; year >= 1901; year -= 1) inOrder.unshift(await book(`Book of ${year}`, year));
    inOrder.push(undated);
    ids.sameYear = await book('Also of 1901', 1901);
    inOrder.splice(1, 0, ids.sameYear);
    ids.trashed = await book('Trashed Book', 1900);
    await payload.update({ collection: 'books', id: ids.trashed, data: { deletedAt: new Date().toISOString() } as never, overrideAccess: true });
    ids.draft = await book('Draft Book', 1900, { _status: 'draft' });
    await payload.create({ collection: 'books', data: { title: 'Not Theirs', publicationYear: 1800, authors: [ids.other] } as never, overrideAccess: true });
  });

  it('answers the first page in the detail with the count of every public book', async () => {
    const author = await getAuthorDetail(ids.prolific!);
    expect(author?.bookCount).toBe(31);
    expect(author?.books.map((book) => book.id)).toEqual(inOrder.slice(0, 24));
  });

  it('pages through the rest in the same order, leaving out trashed and draft books', async () => {
    const first = await findAuthorBooks(ids.prolific!, { page: 1, limit: 24 });
    expect(first).toMatchObject({ total: 31, page: 1, limit: 24, hasMore: true });
    expect(first.items.map((book) => book.id)).toEqual(inOrder.slice(0, 24));
    const second = await findAuthorBooks(ids.prolific!, { page: 2, limit: 24, locale: 'de' });
    expect(second).toMatchObject({ total: 31, page: 2, hasMore: false });
    expect(second.items.map((book) => book.id)).toEqual(inOrder.slice(24));
    expect(second.items.at(-1)?.title).toBe('Undated Notes');
    const seen = [...first.items, ...second.items].map((book) => book.id);
    expect(seen).not.toContain(ids.trashed);
    expect(seen).not.toContain(ids.draft);
  });

  it('answers an empty page past the end', async () => {
    expect(await findAuthorBooks(ids.prolific!, { page: 3, limit: 24 })).toMatchObject({ items: [], total: 31, hasMore: false });
  });
});
