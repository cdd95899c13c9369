import { bookSlug } from '@starshelf/contract';

import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';
import { catalogueKey, isSluggedTable, type SluggedTable } from './resolve-id.js';

/**
 * The statement for one collection: $1 the collection, $2 the whole key, $3 the key as an id, $4 and
 * $5 a book key's slug without its `-<id>` and that id. A key that a current document answers by its
 * slug or id finds nothing here, so a slug taken by another document answers that one. Of the
 * documents that left the key, the one that left it last; a book's own former slug before that.
 * A document in the trash answers 404 at every address, so it is no destination, and holds no
 * address either: the slug of a duplicate merged into another (decision 122) answers the survivor.
 */
const statementOf = (table: SluggedTable) => `
  select d.id, d.slug
  from cms.slug_history h
  join cms.${table} d on d.id = h.document_id
  where h.collection = $1
    and (h.slug = $2 or (h.slug = $4 and h.document_id = $5::int))
    and d.slug is not null and d.slug <> '' and ${isPublic('d')}
    and not exists (select 1 from cms.${table} c where (c.slug = $2 or c.id = $3::int) and ${isPublic('c')})
  order by (h.slug = $2) desc, h.left_at desc, h.document_id
  limit 1`;

const TRAILING_ID = /-\d+$/;

/**
 * Where an address that a document has left points now: the current path key (the slug; for a book
 * its `<slug>-<id>`) of the document that held `idOrSlug` as its slug, or null when the key names a
 * current document, never named one, or names one since deleted. Decision 120
 * (docs/decisions/120-addresses-that-last.md): the history maps slugs to documents, so the answer
 * follows any number of renames.
 */
export async function currentSlugOfFormer(table: SluggedTable, idOrSlug: string): Promise<string | null> {
  if (!isSluggedTable(table)) throw new Error(`not a slugged collection: ${String(table)}`);
  const key = catalogueKey(table, idOrSlug);
  if (!key?.slug) return null;
  const base = key.suffixId === null ? null : key.slug.replace(TRAILING_ID, '');
  const rows = await catalogueQuery<{ id: number; slug: string }>(
    statementOf(table),
    [table, key.slug, key.id, base, key.suffixId],
    // Prepared once per connection: asked by a detail call that finds nothing current, and by a page whose address is a left one.
    `catalogue-former-slug-${table}`,
  );
  const row = rows[0];
  if (!row) return null;
  const current = table === 'books' ? bookSlug(row.slug, row.id) : row.slug;
  // A book back at a slug it once left: its address is the one asked for, nothing moved.
  return current === key.slug ? null : current;
}

/**
 * Every key some document has left, as `<collection>/<slug>` (a book's stored slug, without its id):
 * what the pages keep per catalogue revision so that only an address found here costs a lookup.
 */
export async function listFormerSlugKeys(): Promise<Set<string>> {
  const rows = await catalogueQuery<{ key: string }>(`select distinct collection || '/' || slug as key from cms.slug_history`, [], 'catalogue-former-slug-keys');
  return new Set(rows.map((row) => row.key));
}

/**
 * Whether `idOrSlug` of `table` is among `keys` (listFormerSlugKeys): a book's address with its
 * id is looked for with and without the id.
 */
export function mayHaveLeft(keys: ReadonlySet<string>, table: SluggedTable, idOrSlug: string): boolean {
  const key = catalogueKey(table, idOrSlug);
  if (!key?.slug) return false;
  return keys.has(`${table}/${key.slug}`) || (key.suffixId !== null && keys.has(`${table}/${key.slug.replace(TRAILING_ID, '')}`));
}
