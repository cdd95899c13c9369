import type { ImportReport, ImportSource, ImportStatus } from '@starshelf/contract';
import type { Pool } from '../../db/pool.js';
import type { ImportRow } from '../../db/schema.js';
import type { ParsedExport } from './export-file.js';

type ReportRow = {
  id: string;
  source: ImportSource;
  status: ImportStatus;
  file_name: string | null;
  total: number;
  processed: number;
  matched: number;
  created_ratings: number;
  created_reviews: number;
  created_reading_list: number;
  already_there: number;
  unmatched: ImportReport['unmatched'];
  problems: ImportReport['problems'];
  repaired: ImportReport['repaired'];
  created_at: Date;
  finished_at: Date | null;
};

const REPORT_COLUMNS = `id, source, status, file_name, total, processed, matched, created_ratings, created_reviews,
  created_reading_list, already_there, unmatched, problems, repaired, created_at, finished_at`;

const toReport = (row: ReportRow): ImportReport => ({
  id: row.id,
  source: row.source,
  status: row.status,
  fileName: row.file_name,
  total: row.total,
  processed: row.processed,
  matched: row.matched,
  created: { ratings: row.created_ratings, reviews: row.created_reviews, readingList: row.created_reading_list },
  alreadyThere: row.already_there,
  unmatched: row.unmatched,
  problems: row.problems,
  repaired: row.repaired,
  createdAt: row.created_at.toISOString(),
  finishedAt: row.finished_at?.toISOString() ?? null,
});

/** The import the job works on: its member and the rows to apply. */
export type ClaimedImport = { userId: string; rows: ImportRow[] };

/** community.imports: the uploaded rows, the job's progress and the report. */
export function importRepository(pool: Pool) {
  return {
    /** Stores a parsed file; the rows skipped for a problem are processed from the start. */
    async create(userId: string, source: ImportSource, fileName: string | null, parsed: ParsedExport): Promise<string> {
      const { rows } = await pool.query<{ id: string }>(
        `insert into community.imports (user_id, source, file_name, total, processed, problems, repaired, rows)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb) returning id`,
        [userId, source, fileName, parsed.total, parsed.total - parsed.rows.length, JSON.stringify(parsed.problems), JSON.stringify(parsed.repaired), JSON.stringify(parsed.rows)],
      );
      return rows[0]!.id;
    },

    /** The report, only for its owner: anyone else learns nothing, not even that it exists. */
    async reportFor(userId: string, id: string): Promise<ImportReport | null> {
      const { rows } = await pool.query<ReportRow>(`select ${REPORT_COLUMNS} from community.imports where id = $1 and user_id = $2`, [id, userId]);
      return rows[0] ? toReport(rows[0]) : null;
    },

    /** Every report of the member, newest first (the account export). */
    async reportsOf(userId: string): Promise<ImportReport[]> {
      const { rows } = await pool.query<ReportRow>(`select ${REPORT_COLUMNS} from community.imports where user_id = $1 order by created_at desc`, [userId]);
      return rows.map(toReport);
    },

    /**
     * Marks a queued import running and hands out its rows, once: a second run of the same import
     * (an enqueue that timed out yet reached Redis, so the worker and the in-process fallback both
     * have it) gets null and does nothing, so no counter is added twice.
     */
    async claim(id: string): Promise<ClaimedImport | null> {
      const { rows } = await pool.query<{ user_id: string; rows: ImportRow[] | null }>(
        `update community.imports set status = 'running' where id = $1 and status = 'queued' returning user_id, rows`,
        [id],
      );
      const row = rows[0];
      return row ? { userId: row.user_id, rows: row.rows ?? [] } : null;
    },

    /** Ends the import; the rows are dropped, the report stays. */
    async finish(id: string, status: 'done' | 'failed'): Promise<void> {
      await pool.query(`update community.imports set status = $2, finished_at = now(), rows = null where id = $1`, [id, status]);
    },
  };
}

export type ImportRepository = ReturnType<typeof importRepository>;
