import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';
import { isSluggedTable, type SluggedTable } from './resolve-id.js';

/** A page of the public site a link may name: its path key (slug, else id) and its last change. */
export type LinkTarget = { id: number; slug: string; updatedAt: Date };

/** How many items a collection holds and when the newest change was, for a sitemap index. */
export type LinkTargetCount = { count: number; lastUpdatedAt: Date | null };

type LinkRow = { id: number; slug: string; updated_at: Date };

function tableOf(table: SluggedTable): string {
  // The table name comes from the SluggedTable union, never from a request.
  if (!isSluggedTable(table)) throw new Error(`not a slugged collection: ${String(table)}`);
  return `cms.${table}`;
}

/** Counts a collection's items for a sitemap index. */
export async function countLinkTargets(table: SluggedTable): Promise<LinkTargetCount> {
  const [row] = await catalogueQuery<{ count: string; last: Date | null }>(`select count(*) as count, max(updated_at) as last from ${tableOf(table)} t where ${isPublic('t')}`);
  return { count: Number(row?.count ?? 0), lastUpdatedAt: row?.last ?? null };
}

/**
 * One page of a collection's items, by id so pages stay stable while editors add items; an item
 * without a slug is named by its id, as the site's links do.
 */
export async function listLinkTargets(table: SluggedTable, { offset, limit }: { offset: number; limit: number }): Promise<LinkTarget[]> {
  const rows = await catalogueQuery<LinkRow>(
    `select t.id, coalesce(nullif(t.slug, ''), t.id::text) as slug, t.updated_at from ${tableOf(table)} t where ${isPublic('t')}
      order by t.id offset $1 limit $2`,
    [offset, limit],
  );
  return rows.map((row) => ({ id: row.id, slug: row.slug, updatedAt: row.updated_at }));
}
