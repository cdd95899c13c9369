import type { Pool } from 'pg';

/**
 * The PostgreSQL channel every catalogue write notifies (decision 086): the collections' hooks do
 * (hooks/catalogue-change-notice.ts), and so do the writes below that bypass Payload. The community
 * API listens and drops its server-rendered pages, so an edit shows within seconds instead of after
 * a TTL. The payload is the collection's slug, for logs; listeners treat any notice as "something changed".
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

/** For writes that bypass Payload (the seeder's imports): a notice on the pool, after the statement. */
export async function notifyCatalogueChanged(pool: Pick<Pool, 'query'>, collection: string): Promise<void> {
  await pool.query('select pg_notify($1, $2)', [CATALOGUE_CHANGED_CHANNEL, collection]);
}

/** For the rating aggregates' writes, which bypass Payload too: a notice listeners may gather. */
export async function notifyAggregatesChanged(pool: Pick<Pool, 'query'>, collection: string): Promise<void> {
  await notifyCatalogueChanged(pool, `${AGGREGATES_NOTICE_PREFIX}${collection}`);
}
