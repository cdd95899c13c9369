import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload';

import { SKIP_SEARCH_INDEX } from '../catalogue/search/search-documents.js';

type RefreshHooks = { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] };

/**
 * Hooks that hand the documents a write touched to `refresh`, inside the write's transaction: the
 * new and the previous version after a change (a move touches both ends), the removed one after a
 * delete. The seeder's bulk import skips them, as it skips every search-index hook.
 */
export function refreshAfterWrite<Doc>(refresh: (req: PayloadRequest, docs: Doc[]) => Promise<void>): RefreshHooks {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
    if (context[SKIP_SEARCH_INDEX]) return doc;
    await refresh(req, [doc as Doc, previousDoc as Doc]);
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (context[SKIP_SEARCH_INDEX]) return;
    await refresh(req, [doc as Doc]);
  };
  return { afterChange: [afterChange], afterDelete: [afterDelete] };
}
