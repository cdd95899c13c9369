import type { PayloadRequest } from 'payload';

import { refreshSearchDocuments, type SearchType } from '../catalogue/search/search-documents.js';
import { executorFor } from '../database/request-sql.js';
import { relationId } from './nested-call.js';
import { refreshAfterWrite } from './refresh-after-write.js';

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
    if (ids.length > 0) await refreshSearchDocuments(await executorFor(req.payload, req), type, ids);
  }
}

export function bookLinkPopularityHooks() {
  return refreshAfterWrite<BookLinks>(refreshLinked);
}
