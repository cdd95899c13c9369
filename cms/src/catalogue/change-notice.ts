import { sql } from 'drizzle-orm';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload';
import type { Pool } from 'pg';

import { executorFor } from '../hooks/request-sql.js';

/**
 * The PostgreSQL channel every catalogue write notifies (decision 086): the community API listens
 * and drops its server-rendered pages, so an edit shows within seconds instead of after a TTL. The
 * payload is the collection's slug, for logs; listeners treat any notice as "something changed".
 */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';

/**
 * The payload's prefix for notices of the rating aggregates (a rating job's write, not an editor's
 * edit). They come with every rating a member gives, so listeners may gather them (decision 086).
 */
const AGGREGATES_NOTICE_PREFIX = 'aggregates:';

/** Whether a notice's payload announces new rating aggregates rather than an edit. */
export function isAggregatesNotice(payload: string | undefined): boolean {
  return payload?.startsWith(AGGREGATES_NOTICE_PREFIX) ?? false;
}

/**
 * Hooks that notify after every write of a collection, on the write's own transaction when it has
 * one: PostgreSQL delivers the notice at commit (a rolled-back write never notifies) and after the
 * rows are visible, so a listener that re-reads at once already sees the edit.
 */
export function catalogueChangeHooks(collection: string): Required<Pick<NonNullable<CollectionConfig['hooks']>, 'afterChange' | 'afterDelete'>> {
  const notify = async (req: Parameters<CollectionAfterDeleteHook>[0]['req']) => {
    const executor = await executorFor(req.payload, req);
    await executor.execute(sql`select pg_notify(${CATALOGUE_CHANGED_CHANNEL}, ${collection})`);
  };
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
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

/** For writes that bypass Payload (the seeder's imports): a notice on the pool, after the statement. */
export async function notifyCatalogueChanged(pool: Pick<Pool, 'query'>, collection: string): Promise<void> {
  await pool.query('select pg_notify($1, $2)', [CATALOGUE_CHANGED_CHANNEL, collection]);
}

/** For the rating aggregates' writes, which bypass Payload too: a notice listeners may gather. */
export async function notifyAggregatesChanged(pool: Pick<Pool, 'query'>, collection: string): Promise<void> {
  await notifyCatalogueChanged(pool, `${AGGREGATES_NOTICE_PREFIX}${collection}`);
}
