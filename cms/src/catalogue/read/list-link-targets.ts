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
export type LinkTargetFile = { file: number; firstId: number; lastId: number; lastUpdatedAt: Date };

/**
 * The ids one file of links covers (decisions 133, 152): the sitemap's files are cut at this width,
 * and the index of migration `20261231_160000_link_file_index` is ordered by it, so the list of
 * files costs two index descents per file. Another width gives the same answer, read the slow way.
 */
export const LINK_FILE_WIDTH = 5_000;

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
 * The statement listing the files of `width` ids that hold a public item, in order, each with the newest change
 * among its items. At `LINK_FILE_WIDTH` this reads the index of decision 152, whose leading key is
 * the very expression below: the first file is the index's first entry, each next file one descent
 * past the last, and a file's newest change the last entry of its run, so the cost follows the
 * number of files, not of items. The width is written into the statement (it is a checked integer)
 * because the planner matches an index expression only against a constant.
 */
export function linkTargetFilesStatement(table: SluggedTable, width: number): string {
  idRangeOfFile(1, width);
  const fileOf = (alias: string) => `((${alias}.id - 1) / ${width})`;
  return `with recursive files(file) as (
       (select ${fileOf('t')} from ${tableOf(table)} t where ${isPublic('t')} order by ${fileOf('t')} limit 1)
       union all
       select (select ${fileOf('t')} from ${tableOf(table)} t where ${isPublic('t')} and ${fileOf('t')} > f.file order by ${fileOf('t')} limit 1)
         from files f where f.file is not null
     )
     select f.file + 1 as file,
            (select max(t.updated_at) from ${tableOf(table)} t where ${isPublic('t')} and ${fileOf('t')} = f.file) as last
       from files f where f.file is not null
      order by f.file`;
}

/** The files of `width` ids that hold at least one public item, in order (`linkTargetFilesStatement`). */
export async function listLinkTargetFiles(table: SluggedTable, width: number): Promise<LinkTargetFile[]> {
  const rows = await catalogueQuery<{ file: number; last: Date }>(linkTargetFilesStatement(table, width));
  return rows.map((row) => ({ ...idRangeOfFile(Number(row.file), width), file: Number(row.file), lastUpdatedAt: row.last }));
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
