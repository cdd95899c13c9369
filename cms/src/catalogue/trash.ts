import { TRASH_RETENTION_DAYS, trashPurgeCutoff } from '@starshelf/contract';

import { cataloguePayload } from './runtime.js';
import { catalogueQuery } from './sql.js';
import type { CuratedTable } from './public-sql.js';

/**
 * The collections with Payload's trash (decision 121), in the order the purge deletes them: books
 * first, so a series or an award whose books went to the trash with it is free of them when its
 * own turn comes.
 */
export const TRASHABLE_COLLECTIONS = ['books', 'awards', 'series', 'genres', 'authors'] as const satisfies readonly CuratedTable[];
export type TrashableCollection = (typeof TRASHABLE_COLLECTIONS)[number];

/** A document the purge could not delete (a delete rule refused it); it stays in the trash and is tried again next time. */
export type PurgeRefusal = { collection: TrashableCollection; id: number; message: string };
export type TrashPurge = { deleted: { collection: TrashableCollection; id: number }[]; refused: PurgeRefusal[] };

/**
 * Deletes for good every document that has been in the trash longer than the retention
 * (docs/rules.md §4): through Payload, one document at a time, so each delete runs the
 * collection's hooks and delete rules in a transaction of its own (a book's editions go with it,
 * a series that still holds books is refused) and one refusal does not stop the others.
 */
export async function purgeExpiredTrash(options: { now?: Date; retentionDays?: number } = {}): Promise<TrashPurge> {
  const cutoff = trashPurgeCutoff(options.now ?? new Date(), options.retentionDays ?? TRASH_RETENTION_DAYS).toISOString();
  const purge: TrashPurge = { deleted: [], refused: [] };
  // Asked on the library's pool first: a process that has not booted Payload boots it only when
  // there is something to delete (decision 117).
  if (!(await hasExpiredTrash(cutoff))) return purge;
  const payload = await cataloguePayload();
  for (const collection of TRASHABLE_COLLECTIONS) {
    const expired = await payload.find({
      collection,
      where: { deletedAt: { less_than: cutoff } },
      trash: true,
      overrideAccess: true,
      depth: 0,
      pagination: false,
      select: {},
    });
    for (const { id } of expired.docs) {
      try {
        await payload.delete({ collection, id, trash: true, overrideAccess: true, depth: 0 });
        purge.deleted.push({ collection, id });
      } catch (error) {
        purge.refused.push({ collection, id, message: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return purge;
}

async function hasExpiredTrash(cutoff: string): Promise<boolean> {
  const rows = await catalogueQuery<{ expired: boolean }>(
    `select ${TRASHABLE_COLLECTIONS.map((table) => `exists (select 1 from cms.${table} where deleted_at < $1)`).join(' or ')} as expired`,
    [cutoff],
  );
  return rows[0]?.expired === true;
}
