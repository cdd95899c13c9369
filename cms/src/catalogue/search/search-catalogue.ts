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
/** How many indexed words one query word may stand for in the loose word pass (decision 145). */
const LOOSE_WORDS_PER_QUERY_WORD = 24;
/** How many documents of each type the word pass ranks at most (decision 139). */
const CANDIDATES_PER_TYPE = 100;
/** How many of a word's documents (most popular first) the word pass reads to find them (decision 139). */
const WORD_ROWS_READ = 400;
/**
 * A query word whose indexed words this many documents hold ("the", "of", "die" in a large catalogue)
 * is left out when the word passes find nothing, while another word remains, and the rest is searched
 * alone (decisions 161, 163): in the trigram pass its trigrams would make it read most of the catalogue
 * (2-5 s at a million books for "the dyst").
 */
const COMMON_WORD_DOCUMENTS = 20_000;

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
// first), or when it begins none, the words one typo away; with how many documents hold them. When
// $3 (loose) is set, instead the words that hold it or that it matches as the trigram pass does
// (`<%`, word similarity), the most common first: what the trigram pass would find, read from the
// vocabulary (decision 145).
const WORD_SETS_QUERY = `select q.word, coalesce(p.words, t.words, l.words, '{}') as words,
       coalesce(p.documents, t.documents, l.documents, 0)::int as documents, p.words is null as typo,
       coalesce(cardinality(l.words), 0) < ${LOOSE_WORDS_PER_QUERY_WORD} as complete
  from unnest($1::text[], $2::text[]) as q(word, prefix)
  left join lateral (
    select array_agg(v.word) as words, sum(v.documents) as documents
      from (select word, documents from cms.search_vocabulary where not $3::boolean and word like q.prefix escape '\\' and documents > 0
             order by documents desc, word limit ${WORDS_PER_QUERY_WORD}) v
    having count(*) > 0
  ) p on true
  left join lateral (
    select array_agg(v.word) as words, sum(v.documents) as documents
      from (select word, documents from cms.search_vocabulary where not $3::boolean and p.words is null and word % q.word and documents > 0
             order by similarity(word, q.word) desc, word limit ${WORDS_PER_QUERY_WORD}) v
    having count(*) > 0
  ) t on true
  left join lateral (
    select array_agg(v.word) as words, sum(v.documents) as documents
      from (select word, documents from cms.search_vocabulary
             where $3::boolean and (word like '%' || q.prefix escape '\\' or q.word <% word) and documents > 0
             order by documents desc, word limit ${LOOSE_WORDS_PER_QUERY_WORD}) v
    having count(*) > 0
  ) l on true`;

// 3+ characters (decision 139): the candidates are each type's most popular documents holding the
// rarest query word, read in popularity order from search_words' index (at most $11 of all its words' rows),
// of which those that also hold every other typed word as a word prefix count (at most $10), plus the documents with the query as a whole title; only
// they are ranked, by the same order and match as TRIGRAM_QUERY.
// Decision 164: the phrase pass reads the same way from search_word_pairs, $8 then being phrases.
// Decision 161: a document is read for the other words only when there are some ($9 not empty), so a
// one-word query reads none of the $11 rows' documents. Both reads are by key, one row at a time
// (`offset 0` keeps a lateral read from being turned into a join): the planner, misjudging how many
// documents `<%` or `like` match, would otherwise read every match through the trigram index or the table.
const longQuery = (documentsOf: 'search_word_documents' | 'search_pair_documents') => `select type, item_id, slug, ${localizedJsonValue('names', '$4')} as title, subtitle, image, titles
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
                  cross join lateral cms.${documentsOf}(l.word, t.name, $11) w
                 order by w.popularity desc, w.item_id
                 limit $11
              ) w
              left join lateral (
                select (' ' || d.search_text) like all ($9::text[]) as holds
                  from cms.search_documents d
                 where cardinality($9::text[]) > 0 and d.type = w.type and d.item_id = w.item_id offset 0
              ) other on true
             where cardinality($9::text[]) = 0 or other.holds
             group by w.type, w.item_id
             order by popularity desc, item_id
             limit $10
          ) c
        union
        select d.type, d.item_id from cms.search_documents d where d.title_terms @> array[$1]::text[] and d.type = any($7::text[])
      ) c
      cross join lateral (
        select d.* from cms.search_documents d where d.type = c.type and d.item_id = c.item_id and ${MATCHES} offset 0
      ) d
  ) ranked
  where rn <= coalesce(($6::jsonb ->> type)::int, 0)
  order by type, rn`;

const LONG_QUERY = longQuery('search_word_documents');
const PAIRS_QUERY = longQuery('search_pair_documents');

// 1-2 characters (decision 162): each type's most popular documents holding a word that begins with
// the query, read from search_words' index of first letters (or first two) in popularity order until
// the type's cap is full; each document then read by its key. A prefix held by most documents or by
// none costs the same.
const SHORT_QUERY = `select p.type, p.item_id, d.slug, ${localizedJsonValue('d.names', '$2')} as title, d.subtitle, d.image, d.titles
  from unnest($3::text[]) as t(name)
  cross join lateral cms.search_prefix_documents($1, t.name, ($4::jsonb ->> t.name)::int) with ordinality p(type, item_id, popularity, rank)
  cross join lateral (
    select d.* from cms.search_documents d where d.type = p.type and d.item_id = p.item_id offset 0
  ) d
  order by p.type, p.rank`;

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

/** `complete`: in the loose pass, every word of the vocabulary it may mean is in `words`. */
export type WordSet = { word: string; words: string[]; documents: number; typo: boolean; complete: boolean };

/**
 * What the word passes found, the query words so common that a search again leaves them out
 * (COMMON_WORD_DOCUMENTS), and each query word's set as the first pass read it (for the phrase pass).
 */
type WordPasses = { found: { rows: HitRow[] } | null; commonWords: string[]; sets: WordSet[] };

/**
 * The LIKE patterns a candidate's text (with a space before it) must all match to hold each of
 * `words` at a word's start: the query's other words, which the word and phrase passes check.
 */
function holdingPatterns(words: readonly string[]): string[] {
  return [...new Set(words)].map((word) => `% ${escapeLike(word)}%`);
}

/**
 * The word pass (decision 139): candidates from the rarest query word, ranked like TRIGRAM_QUERY. When
 * nothing of the types asked for holds the words (an author's name typed into the books'
 * autocomplete, a typo), the loose pass tries again with the words the trigram pass would match
 * (decision 145); when that reads every such word of a one-word query and still finds nothing, the
 * answer is empty: the trigram pass could then find only a document whose match spans two words.
 * `found` is null when neither found anything: then the query without `commonWords` is searched
 * again, or the trigram pass over all documents answers (searchRows).
 */
async function searchByWords(client: PoolClient, query: string, values: unknown[], types: SearchType[]): Promise<WordPasses> {
  const words = [...new Set(query.split(' ').filter(Boolean))];
  let commonWords: string[] = [];
  let firstSets: WordSet[] = [];
  for (const loose of [false, true]) {
    const { rows: sets } = await client.query<WordSet>({
      name: 'catalogue-search-word-sets',
      text: WORD_SETS_QUERY,
      values: [words, words.map((word) => `${escapeLike(word)}%`), loose],
    });
    if (!loose) {
      firstSets = sets;
      commonWords = sets
        .filter((set) => !set.typo && set.documents >= COMMON_WORD_DOCUMENTS)
        .sort((a, b) => a.documents - b.documents)
        .map((set) => set.word);
    }
    const lead = sets.filter((set) => set.documents > 0).sort((a, b) => a.documents - b.documents)[0];
    if (!lead) continue;
    const others = holdingPatterns(sets.filter((set) => set !== lead && !set.typo).map((set) => set.word));
    const result = await client.query<HitRow>({
      name: 'catalogue-search-long',
      text: LONG_QUERY,
      values: [...values, types, lead.words, others, CANDIDATES_PER_TYPE, WORD_ROWS_READ],
    });
    if (result.rows.length > 0 || (loose && words.length === 1 && lead.complete)) return { found: result, commonWords, sets: firstSets };
  }
  return { found: null, commonWords, sets: firstSets };
}

/**
 * The phrases the phrase pass reads (decision 164): of the query's consecutive word pairs, the one
 * around its rarest words, as the first word and each word the second may mean (the words it begins,
 * when it is the last word being typed, else itself); with the query's other words, which a candidate
 * must also hold. Null when a word is a typo or in no document: no phrase of it is indexed.
 */
export function phraseOfQuery(query: string, sets: readonly WordSet[]): { phrases: string[]; others: string[] } | null {
  const words = query.split(' ').filter(Boolean);
  if (words.length < 2) return null;
  const setOf = new Map(sets.map((set) => [set.word, set]));
  const indexed = (word: string) => {
    const set = setOf.get(word);
    return set !== undefined && !set.typo && set.words.length > 0;
  };
  if (!words.every(indexed)) return null;
  const documents = (word: string) => setOf.get(word)?.documents ?? 0;
  // The pair whose rarer word is rarest, then whose commoner word is.
  const rarity = (index: number) => {
    const [a, b] = [documents(words[index]!), documents(words[index + 1]!)];
    return [Math.min(a, b), Math.max(a, b)] as const;
  };
  let at = 0;
  for (let index = 1; index < words.length - 1; index += 1) {
    const [[low, high], [bestLow, bestHigh]] = [rarity(index), rarity(at)];
    if (low < bestLow || (low === bestLow && high < bestHigh)) at = index;
  }
  const [first, second] = [words[at]!, words[at + 1]!];
  const seconds = at + 1 === words.length - 1 ? setOf.get(second)!.words : [second];
  const others = words.filter((_, index) => index !== at && index !== at + 1);
  return { phrases: seconds.map((word) => `${first} ${word}`), others: holdingPatterns(others) };
}

/**
 * The phrase pass (decision 164): candidates are each type's most popular documents holding the
 * query's rarest pair of consecutive words as a phrase, ranked like the word pass. It answers a query
 * whose words are all held by so many documents that their most popular ones hold them only apart
 * ("the jour" at a million books).
 */
async function searchByPhrase(client: PoolClient, query: string, sets: readonly WordSet[], values: unknown[], types: SearchType[]): Promise<HitRow[]> {
  const phrase = phraseOfQuery(query, sets);
  if (!phrase) return [];
  const result = await client.query<HitRow>({
    name: 'catalogue-search-pairs',
    text: PAIRS_QUERY,
    values: [...values, types, phrase.phrases, phrase.others, CANDIDATES_PER_TYPE, WORD_ROWS_READ],
  });
  return result.rows;
}

/**
 * The query without its common words (rarest first in `commonWords`) while another word remains
 * (decisions 161, 163); when every word is common, the rarest alone (decision 164).
 */
export function withoutCommonWords(query: string, commonWords: readonly string[]): string {
  const kept = query.split(' ').filter((word) => word !== '' && !commonWords.includes(word));
  if (kept.length > 0) return kept.join(' ');
  return commonWords[0] ?? query;
}

/** A pooled connection with search's session setting, released after `run`. */
async function withSearchClient<T>(run: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await cataloguePool().connect();
  try {
    if (!configured.has(client)) {
      // Session-wide on purpose: it only affects pg_trgm's % operators, which only search uses.
      await client.query(`select set_config('pg_trgm.word_similarity_threshold', $1, false)`, [WORD_SIMILARITY_THRESHOLD]);
      configured.add(client);
    }
    return await run(client);
  } finally {
    client.release();
  }
}

/** The values the ranked statements (LONG_QUERY, TRIGRAM_QUERY) share: the folded query, its patterns, the locale and the caps. */
function rankedValues(query: string, locale: Locale, caps: string): unknown[] {
  const escaped = escapeLike(query);
  return [query, `${escaped}%`, `% ${escaped}%`, locale, escaped, caps];
}

/**
 * The rows answering a folded query: one or two letters from the prefix indexes (decision 162), more
 * through the word passes, then the phrase pass (decision 164), then the trigram pass. A query that
 * neither pass answers and that holds a word as common as "the" in a large catalogue is answered as
 * the rest of it alone is (decisions 161, 163), or, when all its words are that common and no
 * document holds them as a phrase, as its rarest word alone (164): a common word, held by most
 * documents, would only make the trigram pass read most of them.
 */
async function searchRows(client: PoolClient, query: string, locale: Locale, caps: string, types: SearchType[]): Promise<HitRow[]> {
  if (query.length <= 2) {
    return (await client.query<HitRow>({ name: 'catalogue-search-short', text: SHORT_QUERY, values: [query, locale, types, caps] })).rows;
  }
  const values = rankedValues(query, locale, caps);
  const { found, commonWords, sets } = await searchByWords(client, query, values, types);
  if (found) return found.rows;
  const phrased = await searchByPhrase(client, query, sets, values, types);
  if (phrased.length > 0) return phrased;
  const rest = withoutCommonWords(query, commonWords);
  // The rest holds no common word, or is one word: this goes one level down at most.
  if (rest !== query) return searchRows(client, rest, locale, caps, types);
  return (await client.query<HitRow>({ name: 'catalogue-search-trigrams', text: TRIGRAM_QUERY, values })).rows;
}

/**
 * Searches all requested types, each pass in one statement (searchRows). The query is folded like the index text, so
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
  const caps = JSON.stringify(limits);

  const rows = await withSearchClient((client) => searchRows(client, query, locale, caps, types));
  for (const row of rows) {
    const title = row.title ?? '';
    const matched = row.titles.length > 0 ? matchedTitle(query, title, row.titles.map((known) => known.title)) : null;
    groups[SEARCH_GROUP_OF[row.type]].push({ id: row.item_id, slug: row.slug, title, subtitle: row.subtitle, image: row.image, matchedTitle: matched });
  }
  return groups;
}

/**
 * The word passes alone (decisions 139 and 145), without the trigram pass they fall back to: for the
 * test that a query answers without reading every document.
 */
export async function searchWordPassesOnly(query: string, types: SearchType[], locale: Locale = DEFAULT_LOCALE): Promise<HitRow[] | null> {
  const folded = foldSearchText(query);
  const caps = JSON.stringify(Object.fromEntries(types.map((type) => [type, 10])));
  const { found } = await withSearchClient((client) => searchByWords(client, folded, rankedValues(folded, locale, caps), types));
  return found?.rows ?? null;
}

/** The word pass's statements and bounds (decision 139), the phrase pass's (164) and the one- and two-letter statement (162), for the plan tests. */
export const wordPassStatements = { wordSets: WORD_SETS_QUERY, long: LONG_QUERY, pairs: PAIRS_QUERY, short: SHORT_QUERY, candidatesPerType: CANDIDATES_PER_TYPE, wordRowsRead: WORD_ROWS_READ };
