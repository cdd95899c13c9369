import type { CollectionBeforeDeleteHook, CollectionSlug, Where } from 'payload';

import { CatalogueError } from '../errors.js';
import { nestedCall } from './nested-call.js';

type Usage = {
  /** The collection whose documents point at the one being deleted. */
  collection: CollectionSlug;
  /** The relationship's path in that collection, e.g. 'allSeries.series'. */
  path: string;
  /** The message for `count` referencing documents, e.g. "This series still holds 3 books…". */
  message: (count: number) => string;
};

/**
 * Refuses (409 CONFLICT) to delete a document others still point at, with a message that says
 * what to do; a foreign key with ON DELETE RESTRICT backs it for writers that skip hooks.
 */
export function refuseDeleteWhileUsed(usage: Usage): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    const where: Where = { [usage.path]: { equals: id } };
    const { totalDocs } = await nestedCall(req, () =>
      // Documents in the trash count: they still point here, and a restore needs what they point at.
      req.payload.count({ collection: usage.collection, where, req, overrideAccess: true, trash: true }),
    );
    if (totalDocs > 0) throw new CatalogueError('CONFLICT', 409, usage.message(totalDocs));
  };
}
