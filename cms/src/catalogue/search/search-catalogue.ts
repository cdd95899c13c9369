import {
  DEFAULT_LOCALE,
  foldSearchText,
  type Locale,
  matchedTitle,
  SEARCH_CAPS,
  SEARCH_GROUP_OF,
  type SearchGroups,
  type SearchHit,
  type SearchType,
} from '@starshelf/contract';
import type { PoolClient } from 'pg';

import { localizedJsonValue } from '../localized-sql.js';
import { cataloguePool } from '../runtime.js';

export { SEARCH_CAPS, type SearchGroups, type SearchHit };
export type SearchLimits = Record<SearchType, number>;
const MAX_QUERY_LENGTH = 100;
// One typo ("tolkein", "asimow") scores about 0.5 against the name; the default 0.6 misses it.
const WORD_SIMILARITY_THRESHOLD = '0.5';

// Both statements are prepared once per connection: parsing and planning them cost PostgreSQL
// more than running them (decision 053); the generic plan keeps the GIN and (type, popularity) indexes.

// 3+ characters: substring or word similarity through the GIN index, ranked a whole title (any of
// an item's titles, in any language) first, then prefix-of-a-word, word similarity, similarity
// and popularity; one window keeps each type's cap. No type filter in WHERE: it tempts the
// planner away from the GIN index; a cap of 0 drops a type.
const LONG_QUERY = `select type, item_id, slug, ${localizedJsonValue('names', '$4')} as title, subtitle, image, titles
  from (
    select d.*, row_number() over (partition by d.type order by
        ($1 = any(d.title_terms)) desc,
        (d.search_text like $2 escape '\\' or d.search_text like $3 escape '\\') desc,
        word_similarity($1, d.search_text) desc, similarity($1, d.search_text) desc, d.popularity desc, d.item_id) as rn
      from cms.search_documents d
     where (d.search_text like '%' || $5 || '%' escape '\\' or $1 <% d.search_text)
  ) ranked
  where rn <= coalesce(($6::jsonb ->> type)::int, 0)
  order by type, rn`;

// 1-2 characters match most rows by substring: word prefixes only, most popular first, each
// type read through its (type, popularity) index until its cap is full.
const SHORT_QUERY = `select type, item_id, slug, ${localizedJsonValue('names', '$3')} as title, subtitle, image, titles
  from unnest($4::text[]) as t(name)
  cross join lateral (
    select d.* from cms.search_documents d
     where d.type = t.name and (d.search_text like $1 escape '\\' or d.search_text like $2 escape '\\')
     order by d.popularity desc, d.item_id
     limit ($5::jsonb ->> t.name)::int
  ) hits`;

const configured = new WeakSet<PoolClient>();

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

type HitRow = {
  type: SearchType;
  item_id: number;
  slug: string | null;
  title: string | null;
  subtitle: string | null;
  image: string | null;
  titles: { title: string }[];
};

/**
 * Searches all requested types in one statement. The query is folded like the index text, so
 * case, accents and umlauts do not matter, and it only ever travels as a parameter.
 */
export async function searchCatalogue(
  rawQuery: string,
  options: { locale?: Locale; limits?: Partial<SearchLimits> } = {},
): Promise<SearchGroups> {
  const groups: SearchGroups = { books: [], authors: [], series: [], genres: [], awards: [] };
  const query = foldSearchText(rawQuery.slice(0, MAX_QUERY_LENGTH)).replace(/\s+/g, ' ');
  const limits = { ...SEARCH_CAPS, ...options.limits };
  const types = (Object.keys(limits) as SearchType[]).filter((type) => limits[type] > 0);
  if (query.length === 0 || types.length === 0) return groups;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const escaped = escapeLike(query);
  const caps = JSON.stringify(limits);

  const client = await cataloguePool().connect();
  try {
    if (!configured.has(client)) {
      // Session-wide on purpose: it only affects pg_trgm's % operators, which only search uses.
      await client.query(`select set_config('pg_trgm.word_similarity_threshold', $1, false)`, [WORD_SIMILARITY_THRESHOLD]);
      configured.add(client);
    }
    const { rows } =
      query.length <= 2
        ? await client.query<HitRow>({ name: 'catalogue-search-short', text: SHORT_QUERY, values: [`${escaped}%`, `% ${escaped}%`, locale, types, caps] })
        : await client.query<HitRow>({ name: 'catalogue-search-long', text: LONG_QUERY, values: [query, `${escaped}%`, `% ${escaped}%`, locale, escaped, caps] });
    for (const row of rows) {
      const title = row.title ?? '';
      const matched = row.titles.length > 0 ? matchedTitle(query, title, row.titles.map((known) => known.title)) : null;
      groups[SEARCH_GROUP_OF[row.type]].push({ id: row.item_id, slug: row.slug, title, subtitle: row.subtitle, image: row.image, matchedTitle: matched });
    }
  } finally {
    client.release();
  }
  return groups;
}
