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
