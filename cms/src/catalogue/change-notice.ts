import type { Pool } from 'pg';

/**
 * The PostgreSQL channel every catalogue write notifies (decision 086): the collections' hooks do
 * (hooks/catalogue-change-notice.ts), and so do the writes below that bypass Payload. The community
 * API listens and marks its server-rendered pages stale, so an edit shows within seconds instead of
 * after a TTL. An edit's payload is the collection's slug: its extent is unknown, so listeners treat
 * it as "everything changed".
 */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';

/**
 * The payload's prefix for notices of the rating aggregates (a rating job's write, not an editor's
 * edit). They come with every rating a member gives and name the items whose aggregate changed
 * (`aggregates:books:42,43`), so a listener marks only the pages that show them (decision 132).
 */
const AGGREGATES_NOTICE_PREFIX = 'aggregates:';

/**
 * PostgreSQL refuses a payload of 8000 bytes or more; a batch whose ids would not fit names only
 * its collection, which listeners read as "every item of it may have changed".
 */
const MAX_NOTICE_BYTES = 7_900;

/** What an aggregates notice says changed: a collection, and its items when the notice names them. */
export interface AggregatesNotice {
  collection: string;
  /** Absent: the batch was too large to name, any item of the collection may have changed. */
  ids?: number[];
}

/** Whether a notice's payload announces new rating aggregates rather than an edit. */
export function isAggregatesNotice(payload: string | undefined): boolean {
  return payload?.startsWith(AGGREGATES_NOTICE_PREFIX) ?? false;
}

/** The payload of an aggregates notice for `ids` of `collection`, without them when they would not fit. */
export function aggregatesNoticePayload(collection: string, ids: readonly number[]): string {
  const named = `${AGGREGATES_NOTICE_PREFIX}${collection}:${ids.join(',')}`;
  return ids.length > 0 && Buffer.byteLength(named) <= MAX_NOTICE_BYTES ? named : `${AGGREGATES_NOTICE_PREFIX}${collection}`;
}

/** Reads an aggregates notice's payload; undefined for any other notice (an edit). */
export function parseAggregatesNotice(payload: string | undefined): AggregatesNotice | undefined {
  if (!payload || !isAggregatesNotice(payload)) return undefined;
  const [collection = '', list] = payload.slice(AGGREGATES_NOTICE_PREFIX.length).split(':');
  if (list === undefined) return { collection };
  const ids = list.split(',').map(Number);
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? { collection, ids } : { collection };
}

/** For writes that bypass Payload (the seeder's imports): a notice on the pool, after the statement. */
export async function notifyCatalogueChanged(pool: Pick<Pool, 'query'>, collection: string): Promise<void> {
  await pool.query('select pg_notify($1, $2)', [CATALOGUE_CHANGED_CHANNEL, collection]);
}

/** For the rating aggregates' writes, which bypass Payload too: a notice naming the items whose aggregate changed. */
export async function notifyAggregatesChanged(pool: Pick<Pool, 'query'>, collection: string, ids: readonly number[] = []): Promise<void> {
  await notifyCatalogueChanged(pool, aggregatesNoticePayload(collection, ids));
}
