import { type EditionRecord, type Locale, readerLanguageFirst } from '@starshelf/contract';
import type { RequiredDataFromCollectionSlug } from 'payload';

import type { Edition } from '../payload-types.js';
import { ANONYMOUS, type CatalogueAccess, toLocalApiAccess } from './access.js';
import { cataloguePayload } from './runtime.js';

type EditionData = RequiredDataFromCollectionSlug<'editions'>;

/**
 * The edition's fields without its book. `languageCode` is a plain string because callers hold
 * the contract's validated input; the select field still rejects codes outside the twelve.
 */
export type EditionCreateInput = Omit<EditionData, 'book' | 'languageCode'> & { languageCode?: string | null };
export type EditionUpdateInput = Partial<EditionCreateInput>;

/** The contract's edition answer from a Local API document: every field present, empty ones null. */
export function toEditionRecord(doc: Edition): EditionRecord {
  return {
    id: doc.id,
    book: typeof doc.book === 'number' ? doc.book : doc.book.id,
    title: doc.title,
    description: doc.description ?? null,
    coverImage: doc.coverImage ?? null,
    publicationYear: doc.publicationYear ?? null,
    pages: doc.pages ?? null,
    isbn: doc.isbn ?? null,
    publisher: doc.publisher ?? null,
    isPrimaryEdition: doc.isPrimaryEdition ?? null,
    editionType: doc.editionType ?? null,
    formatType: doc.formatType ?? null,
    bindingType: doc.bindingType ?? null,
    languageCode: doc.languageCode ?? null,
    languageName: doc.languageName ?? null,
    translator: doc.translator ?? null,
    isOriginalLanguage: doc.isOriginalLanguage ?? null,
    formats: (doc.formats ?? []).map((format) => ({
      id: format.id ?? '',
      bindingType: format.bindingType ?? null,
      price: format.price ?? null,
      currency: format.currency ?? null,
    })),
    languages: (doc.languages ?? []).map((language) => ({
      id: language.id ?? '',
      languageName: language.languageName ?? null,
      isOriginalLanguage: language.isOriginalLanguage ?? null,
      translator: language.translator ?? null,
    })),
    externalId: doc.externalId ?? null,
    updatedAt: doc.updatedAt,
    createdAt: doc.createdAt,
  };
}

/** A book's editions: those in the reader's language first, then primary first, then by year. Public read. */
export async function listEditions(bookId: number, locale?: Locale): Promise<EditionRecord[]> {
  const payload = await cataloguePayload();
  const { docs } = await payload.find({
    collection: 'editions',
    where: { book: { equals: bookId } },
    sort: ['-isPrimaryEdition', 'publicationYear', 'id'],
    pagination: false,
    depth: 0,
    ...toLocalApiAccess(ANONYMOUS),
  });
  const records = docs.map(toEditionRecord);
  return locale ? readerLanguageFirst(records, locale) : records;
}

/** Defaults, German validation messages and the one-primary rule live in the collection hooks. */
export async function createEdition(
  bookId: number,
  input: EditionCreateInput,
  access: CatalogueAccess,
): Promise<EditionRecord> {
  const payload = await cataloguePayload();
  const created = await payload.create({
    collection: 'editions',
    data: { ...input, book: bookId } as EditionData,
    depth: 0,
    ...toLocalApiAccess(access),
  });
  return toEditionRecord(created);
}

export async function updateEdition(id: number, patch: EditionUpdateInput, access: CatalogueAccess): Promise<EditionRecord> {
  const payload = await cataloguePayload();
  const data = patch as Partial<EditionData>;
  return toEditionRecord(await payload.update({ collection: 'editions', id, data, depth: 0, ...toLocalApiAccess(access) }));
}

/** Marks one edition primary; the former primary loses the mark in the same transaction. */
export function makePrimaryEdition(id: number, access: CatalogueAccess): Promise<EditionRecord> {
  return updateEdition(id, { isPrimaryEdition: true }, access);
}

/** Throws PrimaryEditionError (409, PRIMARY_EDITION) for the primary edition. */
export async function deleteEdition(id: number, access: CatalogueAccess): Promise<void> {
  const payload = await cataloguePayload();
  await payload.delete({ collection: 'editions', id, ...toLocalApiAccess(access) });
}
