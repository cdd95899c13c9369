import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload';

import { SKIP_SEARCH_INDEX } from '../catalogue/search/search-documents.js';
import { isDraftOnlySave } from '../collections/editorial-trail.js';

type RefreshHooks = { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] };

/**
 * Hooks that hand the documents a write touched to `refresh`, inside the write's transaction: the
 * new and the previous version after a change (a move touches both ends), the removed one after a
 * delete. The seeder's bulk import skips them, as it skips every search-index hook, and so does a
 * draft or autosave, which leaves the published row as it was (decision 123).
 */
export function refreshAfterWrite<Doc>(refresh: (req: PayloadRequest, docs: Doc[]) => Promise<void>): RefreshHooks {
  const afterChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req, context }) => {
    if (context[SKIP_SEARCH_INDEX] || isDraftOnlySave(req, collection.slug, doc.id)) return doc;
    await refresh(req, [doc as Doc, previousDoc as Doc]);
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (context[SKIP_SEARCH_INDEX]) return;
    await refresh(req, [doc as Doc]);
  };
  return { afterChange: [afterChange], afterDelete: [afterDelete] };
}
