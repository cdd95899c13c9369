import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload';

import { refreshSearchDocuments, removeSearchDocuments, type SearchType } from '../catalogue/search/search-documents.js';

/** Set by bulk writers (the seeder) that rebuild the index once at the end instead. */
export const SKIP_SEARCH_INDEX = 'skipSearchIndex';

/** Keeps the item's search document current, inside the write's own transaction. */
export function searchIndexHooks(type: SearchType): Required<Pick<NonNullable<CollectionConfig['hooks']>, 'afterChange' | 'afterDelete'>> {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
    if (context[SKIP_SEARCH_INDEX]) return doc;
    await refreshSearchDocuments(req.payload, type, [Number(doc.id)], req);
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ id, req, context }) => {
    if (context[SKIP_SEARCH_INDEX]) return;
    await removeSearchDocuments(req.payload, type, [Number(id)], req);
  };
  return { afterChange: [afterChange], afterDelete: [afterDelete] };
}
