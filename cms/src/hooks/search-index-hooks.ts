import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload';

import { refreshSearchDocuments, removeSearchDocuments, SKIP_SEARCH_INDEX, type SearchType } from '../catalogue/search/search-documents.js';
import { isDraftOnlySave } from '../collections/editorial-trail.js';
import { executorFor } from '../database/request-sql.js';

/**
 * Keeps the item's search document current, inside the write's own transaction. A draft or autosave
 * leaves the published row, and so the document, as it was (decision 123).
 */
export function searchIndexHooks(type: SearchType): Required<Pick<NonNullable<CollectionConfig['hooks']>, 'afterChange' | 'afterDelete'>> {
  const afterChange: CollectionAfterChangeHook = async ({ collection, doc, req, context }) => {
    if (context[SKIP_SEARCH_INDEX] || isDraftOnlySave(req, collection.slug, doc.id)) return doc;
    await refreshSearchDocuments(await executorFor(req.payload, req), type, [Number(doc.id)]);
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ id, req, context }) => {
    if (context[SKIP_SEARCH_INDEX]) return;
    await removeSearchDocuments(await executorFor(req.payload, req), type, [Number(id)]);
  };
  return { afterChange: [afterChange], afterDelete: [afterDelete] };
}

const bookIdOf = (book: unknown): number | null => {
  const id = typeof book === 'object' && book !== null ? (book as { id?: unknown }).id : book;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? Number(id) : null;
};

/**
 * An edition's title is one of its book's titles (docs/rules.md §3 "Titles"): writing or deleting an
 * edition rewrites its book's search document, and the former book's when the edition moved.
 */
export function editionSearchIndexHooks(): Required<Pick<NonNullable<CollectionConfig['hooks']>, 'afterChange' | 'afterDelete'>> {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
    if (context[SKIP_SEARCH_INDEX]) return doc;
    const books = [...new Set([bookIdOf(doc.book), bookIdOf(previousDoc?.book)].filter((id): id is number => id !== null))];
    if (books.length > 0) await refreshSearchDocuments(await executorFor(req.payload, req), 'book', books);
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (context[SKIP_SEARCH_INDEX]) return;
    const book = bookIdOf(doc?.book);
    if (book !== null) await refreshSearchDocuments(await executorFor(req.payload, req), 'book', [book]);
  };
  return { afterChange: [afterChange], afterDelete: [afterDelete] };
}
