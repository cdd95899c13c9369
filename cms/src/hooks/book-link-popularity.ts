import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload';

import { refreshSearchDocuments, type SearchType } from '../catalogue/search/search-documents.js';
import { relationId } from './nested-call.js';
import { SKIP_SEARCH_INDEX } from './search-index-hooks.js';

// An author's, a genre's and a series' search popularity count the books linked to them
// (search-documents.ts): a book added, relinked or deleted refreshes the documents on both ends.

type BookLinks = { authors?: unknown[] | null; genres?: unknown[] | null; allSeries?: Array<{ series?: unknown }> | null } | undefined;

function linkedIds(books: BookLinks[]): Array<[SearchType, number[]]> {
  const ids = (values: unknown[]) => [...new Set(values.map(relationId).filter((id) => id !== undefined).map(Number))];
  return [
    ['author', ids(books.flatMap((book) => book?.authors ?? []))],
    ['genre', ids(books.flatMap((book) => book?.genres ?? []))],
    ['series', ids(books.flatMap((book) => (book?.allSeries ?? []).map((entry) => entry.series)))],
  ];
}

async function refreshLinked(req: PayloadRequest, books: BookLinks[]): Promise<void> {
  for (const [type, ids] of linkedIds(books)) {
    if (ids.length > 0) await refreshSearchDocuments(req.payload, type, ids, req);
  }
}

export function bookLinkPopularityHooks(): Required<Pick<NonNullable<CollectionConfig['hooks']>, 'afterChange' | 'afterDelete'>> {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
    if (context[SKIP_SEARCH_INDEX]) return doc;
    await refreshLinked(req, [doc as BookLinks, previousDoc as BookLinks]);
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (context[SKIP_SEARCH_INDEX]) return;
    await refreshLinked(req, [doc as BookLinks]);
  };
  return { afterChange: [afterChange], afterDelete: [afterDelete] };
}
