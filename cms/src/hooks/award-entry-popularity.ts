import { sql } from 'drizzle-orm';
import type {
  CollectionAfterDeleteHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload';

import { refreshSearchDocuments, SKIP_SEARCH_INDEX } from '../catalogue/search/search-documents.js';
import { executorFor } from '../database/request-sql.js';
import { relationId } from './nested-call.js';
import { refreshAfterWrite } from './refresh-after-write.js';

// Award entries count toward the popularity of their book and of their award (search-documents.ts):
// whenever an entry comes or goes, those two search documents are read again, in the same transaction.

type EntrySide = 'book' | 'award';
type EntryLike = Partial<Record<EntrySide, unknown>> | undefined;

const OTHER_SIDE: Record<EntrySide, EntrySide> = { book: 'award', award: 'book' };

function idsOn(side: EntrySide, entries: EntryLike[]): number[] {
  const ids = entries.map((entry) => relationId(entry?.[side])).filter((id) => id !== undefined);
  return [...new Set(ids.map(Number))];
}

async function refresh(req: PayloadRequest, side: EntrySide, ids: number[]): Promise<void> {
  if (ids.length > 0) await refreshSearchDocuments(await executorFor(req.payload, req), side, ids);
}

async function refreshCountersOf(req: PayloadRequest, entries: EntryLike[]): Promise<void> {
  await refresh(req, 'book', idsOn('book', entries));
  await refresh(req, 'award', idsOn('award', entries));
}

/** For the award-entries collection: an entry created, moved or deleted refreshes its book and award. */
export function awardEntryPopularityHooks(): NonNullable<CollectionConfig['hooks']> {
  return refreshAfterWrite<EntryLike>(refreshCountersOf);
}

/**
 * For books and awards: deleting one removes its award entries in the database (decision 065), past
 * the entries' hooks, so the documents on the entries' other side are refreshed once the delete is done.
 */
export function cascadedEntryPopularityHooks(side: EntrySide): Required<Pick<NonNullable<CollectionConfig['hooks']>, 'beforeDelete' | 'afterDelete'>> {
  const other = OTHER_SIDE[side];
  const pending = new WeakMap<PayloadRequest, Map<string, number[]>>();
  const beforeDelete: CollectionBeforeDeleteHook = async ({ id, req, context }) => {
    if (context[SKIP_SEARCH_INDEX]) return;
    const executor = await executorFor(req.payload, req);
    const { rows } = await executor.execute(
      sql`select distinct ${sql.raw(`${other}_id`)} as id from cms.award_entries
        where ${sql.raw(`${side}_id`)} = ${Number(id)} and ${sql.raw(`${other}_id`)} is not null`,
    );
    const ids = (rows as Array<{ id: number }>).map((row) => row.id);
    if (ids.length === 0) return;
    const byId = pending.get(req) ?? new Map<string, number[]>();
    byId.set(String(id), ids);
    pending.set(req, byId);
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ id, req }) => {
    const byId = pending.get(req);
    const ids = byId?.get(String(id));
    if (!ids) return;
    byId?.delete(String(id));
    await refresh(req, other, ids);
  };
  return { beforeDelete: [beforeDelete], afterDelete: [afterDelete] };
}
