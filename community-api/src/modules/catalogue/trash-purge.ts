import { purgeExpiredTrash, type TrashPurge } from '@starshelf/cms/catalogue';

import type { Pool } from '../../db/pool.js';
import type { Logger } from '../../lib/logger.js';
import type { PeriodicJob } from '../../queue/periodic-jobs.js';
import { DEFAULT_TRASH_PURGE_EVERY_MS, TRASH_PURGE_JOB, TRASH_QUEUE } from './trash-purge-job.js';

const idsOf = (purge: TrashPurge, collection: 'books' | 'authors') =>
  purge.deleted.filter((item) => item.collection === collection).map((item) => item.id);

/**
 * Deletes for good what has been in the catalogue's trash longer than TRASH_RETENTION_DAYS, then
 * the community rows of the books and authors that went: no foreign key crosses the schemas
 * (decision 065), and while the document was in the trash they were kept for its restore
 * (decision 121).
 */
export async function purgeCatalogueTrash(pool: Pool): Promise<TrashPurge> {
  const purge = await purgeExpiredTrash();
  const books = idsOf(purge, 'books');
  const authors = idsOf(purge, 'authors');
  if (books.length > 0) {
    await pool.query('delete from community.book_ratings where book_id = any($1::int[])', [books]);
    await pool.query('delete from community.reading_list_entries where book_id = any($1::int[])', [books]);
  }
  if (authors.length > 0) await pool.query('delete from community.author_ratings where author_id = any($1::int[])', [authors]);
  return purge;
}

/**
 * The periodic purge (the worker's job scheduler, or a timer in the API without Redis). The
 * deletes go through Payload, which boots only when something is due; a document a delete rule
 * refuses stays in the trash and is logged, to be tried again next run.
 */
export function trashPurgeJob(pool: Pool, logger: Logger, everyMs = DEFAULT_TRASH_PURGE_EVERY_MS): PeriodicJob {
  return {
    queue: TRASH_QUEUE,
    name: TRASH_PURGE_JOB,
    everyMs,
    run: async () => {
      const { deleted, refused } = await purgeCatalogueTrash(pool);
      if (refused.length > 0) logger.warn({ refused }, 'trash purge refused some documents');
      logger.info({ deleted: deleted.length, refused: refused.length }, 'trash purge ran');
    },
  };
}
