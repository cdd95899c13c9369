import { describe, expect, it } from 'vitest';

import {
  ANONYMOUS,
  createBook,
  describeCatalogueError,
  ensureEditor,
  getBook,
} from '../src/catalogue/index.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

describe('catalogue access', () => {
  const catalogue = useTestCatalogue('access');

  it('refuses a write by an anonymous visitor', async () => {
    const error = await createBook({ title: 'Anonymous Book' }, ANONYMOUS).catch((caught: unknown) => caught);
    expect(describeCatalogueError(error)).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    await expect(
      catalogue.payload.create({ collection: 'books', data: { title: 'Direct' }, overrideAccess: false }),
    ).rejects.toThrow();
    const { totalDocs } = await catalogue.payload.count({ collection: 'books', overrideAccess: true });
    expect(totalDocs).toBe(0);
  });

  it('lets an editor write and anyone read', async () => {
    const book = await createBook({ title: 'Editor Book' }, { actor: catalogue.editor });
    expect((await getBook(book.id))?.title).toBe('Editor Book');
  });

  it('creates the first editor only when none exists', async () => {
    await catalogue.payload.delete({ collection: 'editors', where: {}, overrideAccess: true });
    const input = { email: 'first@starshelf.test', password: 'Another-Secret-42!', name: 'First' };
    expect(await ensureEditor(input)).toEqual({ isCreated: true });
    expect(await ensureEditor({ ...input, email: 'second@starshelf.test' })).toEqual({ isCreated: false });
    const { docs } = await catalogue.payload.find({ collection: 'editors', overrideAccess: true });
    expect(docs.map((editor) => editor.email)).toEqual(['first@starshelf.test']);
  });
});
