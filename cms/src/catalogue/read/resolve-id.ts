import { parseBookSlugId } from '@starshelf/contract';

import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';

/** The collections with addresses of their own (`/books/dune-42`), in the order the site lists them. */
export const SLUGGED_TABLES = ['books', 'authors', 'series', 'genres', 'awards'] as const;
export type SluggedTable = (typeof SLUGGED_TABLES)[number];

/** A table name from elsewhere (a path segment, a config) that is one of them; it then only ever becomes SQL as one of these. */
export function isSluggedTable(name: string): name is SluggedTable {
  return (SLUGGED_TABLES as readonly string[]).includes(name);
}

// Ids are PostgreSQL integers: a larger number can only be a slug (comparing it with `id` would fail).
const MAX_ID = 2_147_483_647;

/** What a path parameter may name: an exact slug, an id, and for books the id of `<slug>-<id>`. */
export type CatalogueKey = { slug: string | null; id: number | null; suffixId: number | null };

const asId = (value: number | null) => (value !== null && value <= MAX_ID ? value : null);

/**
 * The key of a path parameter that may be an id or a slug, or null when it cannot name anything.
 * A number from our own code is an id and nothing else.
 */
export function catalogueKey(table: SluggedTable, idOrSlug: string | number): CatalogueKey | null {
  if (typeof idOrSlug === 'number') return Number.isInteger(idOrSlug) && idOrSlug > 0 ? { slug: null, id: asId(idOrSlug), suffixId: null } : null;
  const text = idOrSlug.trim();
  if (text.length === 0 || text.length > 300) return null;
  const id = /^\d{1,10}$/.test(text) ? asId(Number(text)) : null;
  return { slug: text, id, suffixId: table === 'books' ? asId(parseBookSlugId(text)) : null };
}

/**
 * The row of `cms.<table>` a key names, as a scalar subquery over the parameters holding the key's
 * slug, id and suffix id. The exact slug wins over the id, and both over the suffix, because a
 * title may end in a number. A row in the trash names nothing (decision 121).
 */
export function idOfKey(table: SluggedTable, [slug, id, suffixId]: readonly [string, string, string]): string {
  return `(select k.id from cms.${table} k where (k.slug = ${slug} or k.id = ${id} or k.id = ${suffixId}) and ${isPublic('k')}
    order by (k.slug = ${slug}) is true desc, (k.id = ${id}) is true desc limit 1)`;
}

/** The id behind a path parameter that may be an id or a slug (see catalogueKey), or null. */
export async function resolveCatalogueId(table: SluggedTable, idOrSlug: string | number): Promise<number | null> {
  const key = catalogueKey(table, idOrSlug);
  if (!key) return null;
  const rows = await catalogueQuery<{ id: number | null }>(
    `select ${idOfKey(table, ['$1', '$2::int', '$3::int'])} as id`,
    [key.slug, key.id, key.suffixId],
    // Prepared once per connection: every id/slug route runs this before anything else.
    `catalogue-resolve-${table}`,
  );
  return rows[0]?.id ?? null;
}
