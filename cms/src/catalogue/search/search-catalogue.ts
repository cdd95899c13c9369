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
/** How many indexed words one query word may stand for (decision 139). */
const WORDS_PER_QUERY_WORD = 12;
/** How many documents of each type the word pass ranks at most (decision 139). */
const CANDIDATES_PER_TYPE = 100;
/** How many of a word's documents (most popular first) the word pass reads to find them (decision 139). */
const WORD_ROWS_READ = 400;

// The statements are prepared once per connection: parsing and planning them cost PostgreSQL
// more than running them (decision 053); the generic plan keeps the GIN and (type, popularity) indexes.

// 3+ characters match by substring or word similarity, ranked a whole title (any of an item's
// titles, in any language) first, then prefix-of-a-word, word similarity, similarity and
// popularity; one window keeps each type's cap; a cap of 0 drops a type.
const RANK = `row_number() over (partition by d.type order by
        ($1 = any(d.title_terms)) desc,
        (d.search_text like $2 escape '\\' or d.search_text like $3 escape '\\') desc,
        word_similarity($1, d.search_text) desc, similarity($1, d.search_text) desc, d.popularity desc, d.item_id)`;
const MATCHES = `(d.search_text like '%' || $5 || '%' escape '\\' or $1 <% d.search_text)`;
// The fallback of the word pass (decision 139): every document through the trigram GIN index. No
// type filter in WHERE: it tempts the planner away from the GIN index.
const TRIGRAM_QUERY = `select type, item_id, slug, ${localizedJsonValue('names', '$4')} as title, subtitle, image, titles
  from (
    select d.*, ${RANK} as rn
      from cms.search_documents d
     where ${MATCHES}
  ) ranked
  where rn <= coalesce(($6::jsonb ->> type)::int, 0)
  order by type, rn`;

// Each query word as the indexed words it may mean: the words it begins (as typed, the most common
// first), or when it begins none, the words one typo away; with how many documents hold them.
const WORD_SETS_QUERY = `select q.word, coalesce(p.words, t.words, '{}') as words, coalesce(p.documents, t.documents, 0)::int as documents,
       p.words is null as typo
  from unnest($1::text[], $2::text[]) as q(word, prefix)
  left join lateral (
    select array_agg(v.word) as words, sum(v.documents) as documents
      from (select word, documents from cms.search_vocabulary where word like q.prefix escape '\\' and documents > 0
             order by documents desc, word limit ${WORDS_PER_QUERY_WORD}) v
    having count(*) > 0
  ) p on true
  left join lateral (
    select array_agg(v.word) as words, sum(v.documents) as documents
      from (select word, documents from cms.search_vocabulary where p.words is null and word % q.word and documents > 0
             order by similarity(word, q.word) desc, word limit ${WORDS_PER_QUERY_WORD}) v
    having count(*) > 0
  ) t on true`;

// 3+ characters (decision 139): the candidates are each type's most popular documents holding the
// rarest query word, read in popularity order from search_words' index (at most $11 of all its words' rows),
// of which those that also hold every other typed word as a word prefix count (at most $10), plus the documents with the query as a whole title; only
// they are ranked, by the same order and match as TRIGRAM_QUERY.
const LONG_QUERY = `select type, item_id, slug, ${localizedJsonValue('names', '$4')} as title, subtitle, image, titles
  from (
    select d.*, ${RANK} as rn
      from (
        select c.type, c.item_id
          from unnest($7::text[]) as t(name)
          cross join lateral (
            select w.type, w.item_id, max(w.popularity) as popularity
              from (
                select w.type, w.item_id, w.popularity
                  from unnest($8::text[]) as l(word)
                  cross join lateral cms.search_word_documents(l.word, t.name, $11) w
                 order by w.popularity desc, w.item_id
                 limit $11
              ) w
              join cms.search_documents d on d.type = w.type and d.item_id = w.item_id
             where (' ' || d.search_text) like all ($9::text[])
             group by w.type, w.item_id
             order by popularity desc, item_id
             limit $10
          ) c
        union
        select d.type, d.item_id from cms.search_documents d where d.title_terms @> array[$1]::text[] and d.type = any($7::text[])
      ) c
      join cms.search_documents d on d.type = c.type and d.item_id = c.item_id
     where ${MATCHES}
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

type WordSet = { word: string; words: string[]; documents: number; typo: boolean };

/**
 * The word pass (decision 139): candidates from the rarest query word, ranked like TRIGRAM_QUERY. Null
 * when no query word begins or is one typo from an indexed word, or nothing matched: then the
 * trigram pass over all documents answers (a part of a word, a rarer spelling).
 */
async function searchByWords(client: PoolClient, query: string, values: unknown[], types: SearchType[]): Promise<{ rows: HitRow[] } | null> {
  const words = [...new Set(query.split(' ').filter(Boolean))];
  const { rows: sets } = await client.query<WordSet>({
    name: 'catalogue-search-word-sets',
    text: WORD_SETS_QUERY,
    values: [words, words.map((word) => `${escapeLike(word)}%`)],
  });
  const lead = sets.filter((set) => set.documents > 0).sort((a, b) => a.documents - b.documents)[0];
  if (!lead) return null;
  const others = sets.filter((set) => set !== lead && !set.typo).map((set) => `% ${escapeLike(set.word)}%`);
  const result = await client.query<HitRow>({
    name: 'catalogue-search-long',
    text: LONG_QUERY,
    values: [...values, types, lead.words, others, CANDIDATES_PER_TYPE, WORD_ROWS_READ],
  });
  return result.rows.length > 0 ? result : null;
}

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
        : ((await searchByWords(client, query, [query, `${escaped}%`, `% ${escaped}%`, locale, escaped, caps], types)) ??
          (await client.query<HitRow>({ name: 'catalogue-search-trigrams', text: TRIGRAM_QUERY, values: [query, `${escaped}%`, `% ${escaped}%`, locale, escaped, caps] })));
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

/** The word pass's statements and bounds, for the plan test (decision 139). */
export const wordPassStatements = { wordSets: WORD_SETS_QUERY, long: LONG_QUERY, candidatesPerType: CANDIDATES_PER_TYPE, wordRowsRead: WORD_ROWS_READ };
