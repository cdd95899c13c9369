import type { RequiredDataFromCollectionSlug } from 'payload';

import type { Edition } from '../payload-types.js';
import { ANONYMOUS, type CatalogueAccess, toLocalApiAccess } from './access.js';
import { getCatalogue } from './get-catalogue.js';

type EditionData = RequiredDataFromCollectionSlug<'editions'>;

/**
 * The edition's fields without its book. `languageCode` is a plain string because callers hold
 * the contract's validated input; the select field still rejects codes outside the twelve.
 */
export type EditionCreateInput = Omit<EditionData, 'book' | 'languageCode'> & { languageCode?: string | null };
export type EditionUpdateInput = Partial<EditionCreateInput>;

/** A book's editions, primary first, then by year. Public read. */
export async function listEditions(bookId: number): Promise<Edition[]> {
  const payload = await getCatalogue();
  const { docs } = await payload.find({
    collection: 'editions',
    where: { book: { equals: bookId } },
    sort: ['-isPrimaryEdition', 'publicationYear', 'id'],
    pagination: false,
    depth: 0,
    ...toLocalApiAccess(ANONYMOUS),
  });
  return docs;
}

/** Defaults, German validation messages and the one-primary rule live in the collection hooks. */
export async function createEdition(
  bookId: number,
  input: EditionCreateInput,
  access: CatalogueAccess,
): Promise<Edition> {
  const payload = await getCatalogue();
  return payload.create({
    collection: 'editions',
    data: { ...input, book: bookId } as EditionData,
    depth: 0,
    ...toLocalApiAccess(access),
  });
}

export async function updateEdition(id: number, patch: EditionUpdateInput, access: CatalogueAccess): Promise<Edition> {
  const payload = await getCatalogue();
  const data = patch as Partial<EditionData>;
  return payload.update({ collection: 'editions', id, data, depth: 0, ...toLocalApiAccess(access) });
}

/** Marks one edition primary; the former primary loses the mark in the same transaction. */
export function makePrimaryEdition(id: number, access: CatalogueAccess): Promise<Edition> {
  return updateEdition(id, { isPrimaryEdition: true }, access);
}

/** Throws PrimaryEditionError (409, PRIMARY_EDITION) for the primary edition. */
export async function deleteEdition(id: number, access: CatalogueAccess): Promise<void> {
  const payload = await getCatalogue();
  await payload.delete({ collection: 'editions', id, ...toLocalApiAccess(access) });
}
