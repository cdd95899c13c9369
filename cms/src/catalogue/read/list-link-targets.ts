import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';
import { isSluggedTable, type SluggedTable } from './resolve-id.js';

/** A page of the public site a link may name: its path key (slug, else id) and its last change. */
export type LinkTarget = { id: number; slug: string; updatedAt: Date };

/** How many items a collection holds and when the newest change was. */
export type LinkTargetCount = { count: number; lastUpdatedAt: Date | null };

/**
 * One file of a collection's links cut by id (decision 133): file `file` holds the public items whose
 * ids lie in `firstId..lastId`, `width` ids wide, so it never holds more than `width` items.
 */
export type LinkTargetFile = LinkTargetCount & { file: number; firstId: number; lastId: number };

/** An inclusive range of ids. */
export type IdRange = { firstId: number; lastId: number };

type LinkRow = { id: number; slug: string; updated_at: Date };

function tableOf(table: SluggedTable): string {
  // The table name comes from the SluggedTable union, never from a request.
  if (!isSluggedTable(table)) throw new Error(`not a slugged collection: ${String(table)}`);
  return `cms.${table}`;
}

/** The ids file `file` (counted from 1) covers when each file is `width` ids wide (decision 133). */
export function idRangeOfFile(file: number, width: number): IdRange {
  if (!Number.isSafeInteger(file) || file < 1 || !Number.isSafeInteger(width) || width < 1) throw new Error(`no such file: ${file} of width ${width}`);
  return { firstId: (file - 1) * width + 1, lastId: file * width };
}

/** Counts a collection's public items. */
export async function countLinkTargets(table: SluggedTable): Promise<LinkTargetCount> {
  const [row] = await catalogueQuery<{ count: string; last: Date | null }>(`select count(*) as count, max(updated_at) as last from ${tableOf(table)} t where ${isPublic('t')}`);
  return { count: Number(row?.count ?? 0), lastUpdatedAt: row?.last ?? null };
}

/**
 * The files of `width` ids that hold at least one public item, in order, each with its item count and
 * newest change. Each file is counted over its own range of the partial index of decision 133, up to
 * the file of the highest public id: one pass over the index in id order, without reading the table
 * and without sorting (a `group by` on the file number sorts every row first).
 */
export async function listLinkTargetFiles(table: SluggedTable, width: number): Promise<LinkTargetFile[]> {
  idRangeOfFile(1, width);
  const rows = await catalogueQuery<{ file: string; count: string; last: Date }>(
    `select f.file, c.count, c.last
       from generate_series(1::bigint, (select (max(m.id) - 1) / $1::bigint + 1 from ${tableOf(table)} m where ${isPublic('m')})) as f(file)
       cross join lateral (
         select count(*) as count, max(t.updated_at) as last from ${tableOf(table)} t
          where ${isPublic('t')} and t.id between (f.file - 1) * $1::bigint + 1 and f.file * $1::bigint
       ) c
      where c.count > 0
      order by f.file`,
    [width],
  );
  return rows.map((row) => ({ ...idRangeOfFile(Number(row.file), width), file: Number(row.file), count: Number(row.count), lastUpdatedAt: row.last }));
}

/**
 * A collection's public items whose ids lie in `firstId..lastId`, by id: a range of the index,
 * whose cost depends on the range's size and not on where it lies (decision 133). An item without a
 * slug is named by its id, as the site's links do.
 */
export async function listLinkTargets(table: SluggedTable, { firstId, lastId }: IdRange): Promise<LinkTarget[]> {
  const rows = await catalogueQuery<LinkRow>(
    `select t.id, coalesce(nullif(t.slug, ''), t.id::text) as slug, t.updated_at from ${tableOf(table)} t
      where ${isPublic('t')} and t.id between $1::bigint and $2::bigint order by t.id`,
    [firstId, lastId],
  );
  return rows.map((row) => ({ id: row.id, slug: row.slug, updatedAt: row.updated_at }));
}
