import { setTimeout as sleep } from 'node:timers/promises';
import type { Pool } from '../../db/pool.js';
import type { ImportRow } from '../../db/schema.js';
import type { Logger } from '../../lib/logger.js';
import { importRepository } from './repository.js';
import { recomputeBookAggregates } from '../ratings/recompute-aggregate.js';
import { applyBatch, type ImportBatch, type MatchedRow } from './apply-batch.js';
import { IMPORT_BATCH_PAUSE_MS, IMPORT_BATCH_ROWS, type ImportJob, type MatchShelfBooks } from './import-job.js';

export type ImportJobDeps = { pool: Pool; logger: Logger; match: MatchShelfBooks; batchRows?: number; pauseMs?: number };

/** Splits a batch by what the matcher found; a book met before in this file counts once. */
function sortBatch(rows: readonly ImportRow[], bookIds: readonly (number | null)[], seen: Set<number>) {
  const matched: MatchedRow[] = [];
  const unmatched: ImportBatch['unmatched'] = [];
  rows.forEach((row, index) => {
    const bookId = bookIds[index] ?? null;
    if (bookId === null) unmatched.push({ row: row.row, title: row.title, author: row.author, isbn13: row.isbn13 });
    else if (!seen.has(bookId)) {
      seen.add(bookId);
      matched.push({ row, bookId });
    }
  });
  return { matched, unmatched };
}

/**
 * The `apply` job: matches the stored rows to the catalogue and applies them batch by batch, then
 * recomputes the aggregates of the newly rated books once. A job that throws ends `failed`; the
 * batches before it stay applied (each was whole), the failing one left nothing behind.
 */
export async function runImport(deps: ImportJobDeps, job: ImportJob): Promise<void> {
  const imports = importRepository(deps.pool);
  const claimed = await imports.claim(job.importId);
  if (!claimed) return;
  const batchRows = deps.batchRows ?? IMPORT_BATCH_ROWS;
  const seen = new Set<number>();
  const rated = new Set<number>();
  try {
    for (let offset = 0; offset < claimed.rows.length; offset += batchRows) {
      const rows = claimed.rows.slice(offset, offset + batchRows);
      const matches = await deps.match(rows.map((row) => ({ isbns: row.isbns, goodreadsBookId: row.goodreadsBookId, title: row.title, author: row.author })));
      const { matched, unmatched } = sortBatch(rows, matches.map((match) => match?.bookId ?? null), seen);
      const outcome = await applyBatch(deps.pool, { importId: job.importId, userId: claimed.userId, matched, unmatched, rowCount: rows.length });
      for (const bookId of outcome.ratedBookIds) rated.add(bookId);
      // Let the site's requests (in this process and in the database) run between batches.
      await sleep(deps.pauseMs ?? IMPORT_BATCH_PAUSE_MS);
    }
    await recomputeBookAggregates(deps.pool, [...rated]);
    await imports.finish(job.importId, 'done');
    deps.logger.info({ importId: job.importId, rows: claimed.rows.length, rated: rated.size }, 'import done');
  } catch (error) {
    await imports.finish(job.importId, 'failed').catch(() => undefined);
    throw error;
  }
}
