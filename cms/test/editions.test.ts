import { EDITION_DEFAULTS, maxPublicationYear } from '@starshelf/contract';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  type CatalogueAccess,
  createBook,
  createEdition,
  deleteEdition,
  describeCatalogueError,
  listEditions,
  makePrimaryEdition,
  updateEdition,
} from '../src/catalogue/index.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

async function caught(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return describeCatalogueError(error) ?? { code: 'UNEXPECTED', status: 0, message: String(error) };
  }
  throw new Error('expected the call to fail');
}

describe('edition rules', () => {
  const catalogue = useTestCatalogue('editions');
  let asEditor: CatalogueAccess;

  beforeAll(async () => {
    asEditor = { actor: catalogue.editor };
  });

  async function newBook(title: string) {
    return (await createBook({ title }, asEditor)).id;
  }

  it('makes the first edition of a book primary and fills the defaults of docs/rules.md §5', async () => {
    const bookId = await newBook('Hyperion');
    const edition = await createEdition(bookId, { title: 'Hyperion' }, asEditor);
    // The values themselves are pinned to docs/rules.md §5 by the contract's own test.
    expect(edition).toMatchObject({ ...EDITION_DEFAULTS, isPrimaryEdition: true });
  });

  it('fills the language name from the code when none is given', async () => {
    const bookId = await newBook('Il nome della rosa');
    const edition = await createEdition(bookId, { title: 'Il nome della rosa', languageCode: 'it' }, asEditor);
    expect(edition.languageName).toBe('Italiano');
  });

  it('keeps one primary edition after another one is made primary', async () => {
    const bookId = await newBook('Dune');
    const first = await createEdition(bookId, { title: 'Dune' }, asEditor);
    const second = await createEdition(bookId, { title: 'Der Wüstenplanet', editionType: 'international' }, asEditor);
    expect(second.isPrimaryEdition).toBe(false);

    await makePrimaryEdition(second.id, asEditor);
    const editions = await listEditions(bookId);
    expect(editions.filter((edition) => edition.isPrimaryEdition).map((edition) => edition.id)).toEqual([second.id]);
    expect(editions.find((edition) => edition.id === first.id)?.isPrimaryEdition).toBe(false);
  });

  it('moves the primary mark when a new edition is created as primary', async () => {
    const bookId = await newBook('Neuromancer');
    await createEdition(bookId, { title: 'Neuromancer' }, asEditor);
    const newer = await createEdition(bookId, { title: 'Neuromancer (2024)', isPrimaryEdition: true }, asEditor);
    const primaries = (await listEditions(bookId)).filter((edition) => edition.isPrimaryEdition);
    expect(primaries.map((edition) => edition.id)).toEqual([newer.id]);
  });

  it('refuses to un-mark the only primary edition', async () => {
    const bookId = await newBook('Ubik');
    const edition = await createEdition(bookId, { title: 'Ubik' }, asEditor);
    const error = await caught(updateEdition(edition.id, { isPrimaryEdition: false }, asEditor));
    expect(error).toMatchObject({ code: 'PRIMARY_EDITION', status: 409 });
  });

  it('refuses to delete the primary edition while a non-primary one deletes', async () => {
    const bookId = await newBook('Kindred');
    const primary = await createEdition(bookId, { title: 'Kindred' }, asEditor);
    const extra = await createEdition(bookId, { title: 'Kindred (audio)', formatType: 'digital' }, asEditor);

    const error = await caught(deleteEdition(primary.id, asEditor));
    expect(error).toEqual({
      code: 'PRIMARY_EDITION',
      status: 409,
      message: 'Die Hauptedition kann nicht gelöscht werden. Nur zusätzliche Editionen können entfernt werden.',
    });

    await deleteEdition(extra.id, asEditor);
    expect((await listEditions(bookId)).map((edition) => edition.id)).toEqual([primary.id]);
  });

  it('backs the one-primary rule with a partial unique index', async () => {
    const bookId = await newBook('Blindsight');
    await createEdition(bookId, { title: 'Blindsight' }, asEditor);
    const second = await createEdition(bookId, { title: 'Blindsight (2)' }, asEditor);
    const error: unknown = await catalogue.payload.db.drizzle
      .execute(`UPDATE cms.editions SET is_primary_edition = true WHERE id = ${Number(second.id)}`)
      .catch((caught: unknown) => caught);
    // drizzle wraps pg's error; the violated constraint is on its cause.
    expect((error as { cause?: { constraint?: string } }).cause?.constraint).toBe('editions_one_primary_per_book_idx');
  });

  describe('publication year range', () => {
    const max = maxPublicationYear(new Date());
    const message = `Publikationsjahr muss zwischen 1800 und ${max} liegen`;

    it.each([
      [1799, false],
      [1800, true],
      [max, true],
      [max + 1, false],
    ])('year %i is accepted: %s', async (publicationYear, isAccepted) => {
      const bookId = await newBook(`Year ${publicationYear}`);
      const attempt = createEdition(bookId, { title: 'Edition', publicationYear }, asEditor);
      if (isAccepted) {
        await expect(attempt).resolves.toMatchObject({ publicationYear });
        return;
      }
      const error = await caught(attempt);
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, message });
      expect(error).toHaveProperty('details', [{ path: 'publicationYear', message }]);
    });
  });

  it('answers a missing title and zero pages with the German messages', async () => {
    const bookId = await newBook('Untitled');
    const error = await caught(createEdition(bookId, { title: '', pages: 0 }, asEditor));
    expect(error).toHaveProperty('details', [
      { path: 'title', message: 'Titel ist erforderlich' },
      { path: 'pages', message: 'Seitenzahl muss mindestens 1 sein' },
    ]);
  });
});
