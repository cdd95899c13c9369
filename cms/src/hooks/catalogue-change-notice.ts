import { sql } from 'drizzle-orm';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload';

import { CATALOGUE_CHANGED_CHANNEL } from '../catalogue/change-notice.js';
import { isDraftOnlySave } from '../collections/editorial-trail.js';
import { executorFor } from '../database/request-sql.js';

/**
 * Hooks that notify after every write of a collection, on the write's own transaction when it has
 * one: PostgreSQL delivers the notice at commit (a rolled-back write never notifies) and after the
 * rows are visible, so a listener that re-reads at once already sees the edit. A draft or autosave
 * changes nothing readers see and sends nothing; its publishing does (decision 123).
 */
export function catalogueChangeHooks(collection: string): Required<Pick<NonNullable<CollectionConfig['hooks']>, 'afterChange' | 'afterDelete'>> {
  const notify = async (req: Parameters<CollectionAfterDeleteHook>[0]['req']) => {
    const executor = await executorFor(req.payload, req);
    await executor.execute(sql`select pg_notify(${CATALOGUE_CHANGED_CHANNEL}, ${collection})`);
  };
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    if (isDraftOnlySave(req, collection, doc.id)) return doc;
    await notify(req);
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ req }) => {
    await notify(req);
  };
  return { afterChange: [afterChange], afterDelete: [afterDelete] };
}

/** Appends the notice to a collection's own hooks (they run first, inside the same transaction). */
export function withCatalogueChangeNotice(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {};
  const notice = catalogueChangeHooks(collection.slug);
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), ...notice.afterChange],
      afterDelete: [...(hooks.afterDelete ?? []), ...notice.afterDelete],
    },
  };
}
