import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, CollectionSlug, PayloadRequest, Where } from 'payload';

import { CatalogueError } from '../errors.js';
import { nestedCall } from './nested-call.js';

export type Usage = {
  /** The collection whose documents point at the one being deleted. */
  collection: CollectionSlug;
  /** The relationship's path in that collection, e.g. 'allSeries.series'. */
  path: string;
  /** The message for `count` referencing documents, e.g. "This series still holds 3 books…". */
  message: (count: number) => string;
};

async function refuseWhileUsed(usage: Usage, id: number | string, req: PayloadRequest, isTrashCounted: boolean): Promise<void> {
  const where: Where = { [usage.path]: { equals: id } };
  const { totalDocs } = await nestedCall(req, () =>
    req.payload.count({ collection: usage.collection, where, req, overrideAccess: true, trash: isTrashCounted }),
  );
  if (totalDocs > 0) throw new CatalogueError('CONFLICT', 409, usage.message(totalDocs));
}

/**
 * Refuses (409 CONFLICT) to delete a document others still point at, with a message that says
 * what to do; a foreign key with ON DELETE RESTRICT backs it for writers that skip hooks.
 * Documents in the trash count: they still point here, and their restore needs it (decision 121).
 */
export function refuseDeleteWhileUsed(usage: Usage): CollectionBeforeDeleteHook {
  return async ({ id, req }) => refuseWhileUsed(usage, id, req, true);
}

/**
 * The same refusal when the document is moved to the trash (decision 121): what could not be
 * deleted after the trash's days must not go there. Documents already in the trash do not count:
 * the purge deletes them first.
 */
export function refuseTrashWhileUsed(usage: Usage): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req, operation }) => {
    const isTrashing = operation === 'update' && Boolean(data.deletedAt) && !(originalDoc as { deletedAt?: unknown } | undefined)?.deletedAt;
    if (isTrashing && originalDoc) await refuseWhileUsed(usage, (originalDoc as { id: number }).id, req, false);
    return data;
  };
}
