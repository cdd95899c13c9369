import { parseBookSlugId } from '@starshelf/contract';

import { catalogueQuery } from '../sql.js';

export type SluggedTable = 'books' | 'authors' | 'series' | 'genres' | 'awards';

// Ids are PostgreSQL integers: a larger number can only be a slug (comparing it with `id` would fail).
const MAX_ID = 2_147_483_647;

/**
 * The id behind a path parameter that may be an id or a slug; for books also the URL form
 * `<slug>-<id>`. The exact slug wins over the suffix, because a title may end in a number.
 */
export async function resolveCatalogueId(table: SluggedTable, idOrSlug: string | number): Promise<number | null> {
  const text = String(idOrSlug).trim();
  if (text.length === 0 || text.length > 300) return null;
  const numeric = /^\d{1,10}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : null;
  const rows = await catalogueQuery<{ id: number }>(
    `select id from cms.${table} where slug = $1 or id = $2 order by (slug = $1) desc limit 1`,
    [text, numeric],
    // Prepared once per connection: every id/slug route runs this before anything else.
    `catalogue-resolve-${table}`,
  );
  if (rows[0]) return rows[0].id;
  if (table !== 'books') return null;
  const suffixId = parseBookSlugId(text);
  if (suffixId === null || suffixId > MAX_ID) return null;
  const bySuffix = await catalogueQuery<{ id: number }>('select id from cms.books where id = $1', [suffixId]);
  return bySuffix[0]?.id ?? null;
}
