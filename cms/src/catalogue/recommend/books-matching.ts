import { DEFAULT_LOCALE, type Locale } from '@starshelf/contract';

import { getBookSummaries } from '../read/find-books.js';
import type { BookSummary } from '../read/shapes.js';
import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';
import { awardIdsByName } from './award-lexicon.js';

export type BooksMatchingQuery = {
  /** Genre ids; a book matching more of them ranks higher, one is enough to qualify. */
  genreIds?: readonly number[] | undefined;
  authorIds?: readonly number[] | undefined;
  seriesIds?: readonly number[] | undefined;
  /** Inclusive year range: publication year, or the award year when `isAwardWinner` or `awardNames`. */
  yearFrom?: number | undefined;
  yearTo?: number | undefined;
  /** The year range is the publication year even for award wishes ("Hugo winners published in the 70s"). */
  yearsOfPublication?: boolean | undefined;
  /** Only books that won an award (of `awardIds` when given). */
  isAwardWinner?: boolean | undefined;
  awardIds?: readonly number[] | undefined;
  excludeIds?: readonly number[] | undefined;
  /** Hard exclusions the reader asked for ("not by Pratchett", "no vampires"). */
  excludeAuthorIds?: readonly number[] | undefined;
  excludeGenreIds?: readonly number[] | undefined;
  /** Mood slugs (cms.book_moods): every one of `moods` must hold, none of `excludeMoods`. */
  moods?: readonly string[] | undefined;
  excludeMoods?: readonly string[] | undefined;
  /** 'standalone': in no series; 'series': in at least one. */
  seriesForm?: 'standalone' | 'series' | undefined;
  /** Books whose page count is known and at most this. */
  maxPages?: number | undefined;
  /**
   * Award names (lower case, folded: "hugo", "nebula"): with `awardLogic` 'all' the book has an
   * entry for each, with 'any' for one of them; `awardWonOnly` false counts nominations too. The
   * year range then applies to the award year.
   */
  awardNames?: readonly string[] | undefined;
  awardLogic?: 'all' | 'any' | undefined;
  awardWonOnly?: boolean | undefined;
  /** Only these books (candidates ranked elsewhere, e.g. by the picks model). */
  onlyIds?: readonly number[] | undefined;
  locale?: Locale | undefined;
  limit?: number | undefined;
};

// Popularity is the damped (Bayesian) average of decision 077, so a 5.0 from seven readers does not
// outrank a 4.4 from thousands; a stored column, so the sort does no arithmetic per row.
const POPULARITY = 'b.damped_rating desc nulls last, b.ratings_count desc nulls last';

// The books with every wanted mood, and those with an entry for the wanted awards, are sets
// computed once, so the per-book award check only runs on them; a count per candidate book was
// three times slower with a broad genre (thousands of candidates).
// With genres, the books carrying any of them are counted once through the genre index (a hash
// join); a correlated count per book was three times slower on the real data.
const GENRE_HITS = `join (select parent_id as id, count(*) as genre_hits from cms.books_rels
   where path = 'genres' and genres_id = any($1::int[]) group by parent_id) h on h.id = b.id`;
const NO_GENRES = `cross join (select 0 as genre_hits where $1::int[] is null) h`;
// One genre ranks nothing by genre hits: the books are read in popularity order (its index) and
// checked one by one until the page is full, instead of counting a broad genre's thousands first
// (20 ms → 0.3 ms for "fantasy but nothing by Sanderson").
const ONE_GENRE = `cross join (select 1 as genre_hits where $1::int[] is not null) h`;
const IN_THE_GENRE = `exists (select 1 from cms.books_rels g where g.parent_id = b.id and g.path = 'genres' and g.genres_id = any($1::int[])) and`;

// Several genres: the books carrying every one of them rank first, so they are read alone first,
// in popularity order with one semi-join per genre, and only a page they cannot fill counts the
// genres' hits for every candidate ("Fantasy mit Drachen": 8-13 ms → 2 ms on bench_seeded).
const IN_EVERY_GENRE = (count: number) =>
  Array.from({ length: count }, (_, index) => `b.id in (select g.parent_id from cms.books_rels g where g.path = 'genres' and g.genres_id = ($1::int[])[${index + 1}]) and`).join(' ');

type Genres = 'none' | 'one' | { every: number } | 'several';

const genreJoin = (genres: Genres) => (genres === 'none' ? NO_GENRES : genres === 'several' ? GENRE_HITS : ONE_GENRE);
const genreFilter = (genres: Genres) => (genres === 'one' ? IN_THE_GENRE : typeof genres === 'object' ? IN_EVERY_GENRE(genres.every) : '');

const matching = (genres: Genres) => `
  select b.id from cms.books b ${genreJoin(genres)}
   where ${genreFilter(genres)} ${isPublic('b')} and ($2::int[] is null or exists (select 1 from cms.books_rels r where r.parent_id = b.id and r.path = 'authors' and r.authors_id = any($2::int[])))
     and ($3::int[] is null or exists (select 1 from cms.books_all_series s where s._parent_id = b.id and s.series_id = any($3::int[])))
     and (not $6::boolean or b.id in (select e.book_id from cms.award_entries e where e.is_winner))
     and (not $6::boolean or exists (select 1 from cms.award_entries e where e.book_id = b.id and e.is_winner
                         and ($7::int[] is null or e.award_id = any($7::int[]))
                         and ($20::boolean or (($4::int is null or coalesce(e.year, b.publication_year) >= $4)
                                          and ($5::int is null or coalesce(e.year, b.publication_year) <= $5)))))
     and (not ($20::boolean or not ($6::boolean or $16::int[] is not null))
          or (($4::int is null or b.publication_year >= $4) and ($5::int is null or b.publication_year <= $5)))
     and not (b.id = any($8::int[]))
     and ($19::int[] is null or b.id = any($19::int[]))
     and ($10::int[] is null or not exists (select 1 from cms.books_rels r where r.parent_id = b.id and r.path = 'authors' and r.authors_id = any($10::int[])))
     and ($11::int[] is null or not exists (select 1 from cms.books_rels r where r.parent_id = b.id and r.path = 'genres' and r.genres_id = any($11::int[])))
     and ($12::text[] is null or b.id in (select m.book_id from cms.book_moods m where m.mood = any($12::text[]) group by m.book_id having count(*) = cardinality($12::text[])))
     and ($13::text[] is null or not exists (select 1 from cms.book_moods m where m.book_id = b.id and m.mood = any($13::text[])))
     and ($14::text is null
          or ($14 = 'standalone') = not exists (select 1 from cms.books_all_series s where s._parent_id = b.id))
     and ($15::int is null or (b.pages is not null and b.pages <= $15))
     and ($16::int[] is null or b.id in (select e.book_id from cms.award_entries e where e.award_id = any($16::int[])))
     and ($16::int[] is null or (
          select count(distinct w.wish) from unnest($16::int[], $21::int[]) w(award_id, wish)
            join cms.award_entries e on e.book_id = b.id and e.award_id = w.award_id and (e.is_winner or not $18::boolean)
             and ($20::boolean or (($4::int is null or coalesce(e.year, b.publication_year) >= $4)
                              and ($5::int is null or coalesce(e.year, b.publication_year) <= $5)))
          ) >= $17::int)
   order by h.genre_hits desc, ${POPULARITY}, b.id
   limit $9`;

const orNull = (ids: readonly number[] | undefined) => (ids && ids.length > 0 ? [...ids] : null);
/**
 * Award names resolved to ids in code (the list is cached; decision 083), so the query compares
 * ids instead of matching every candidate's award names with `like`. Each id carries the index of
 * the name ("wish") it answers; 'all' needs every wish, 'any' one. 'none': no book can match.
 */
async function awardWishes(query: BooksMatchingQuery): Promise<{ awardIds: number[]; wishes: number[]; required: number } | 'none' | undefined> {
  if (!query.awardNames || query.awardNames.length === 0) return undefined;
  const resolved = await awardIdsByName(query.awardNames);
  const isAll = (query.awardLogic ?? 'any') === 'all';
  if (isAll ? resolved.some((ids) => ids.length === 0) : resolved.every((ids) => ids.length === 0)) return 'none';
  const pairs = resolved.flatMap((ids, wish) => ids.map((awardId) => ({ awardId, wish })));
  return { awardIds: pairs.map((pair) => pair.awardId), wishes: pairs.map((pair) => pair.wish), required: isAll ? resolved.length : 1 };
}

const orText = (words: readonly string[] | undefined) => (words && words.length > 0 ? [...words] : null);

/** Books by genre, author, series, period, awards, moods, form and length, the most appreciated first. */
export async function booksMatching(query: BooksMatchingQuery): Promise<BookSummary[]> {
  return getBookSummaries(await bookIdsMatching(query), query.locale ?? DEFAULT_LOCALE);
}

/**
 * The ids of `booksMatching`, best first: for callers that filter candidates further and describe
 * only the few they keep (summarising 200 candidates was most of a "like X" answer's time).
 */
export async function bookIdsMatching(query: BooksMatchingQuery): Promise<number[]> {
  const limit = Math.min(Math.max(query.limit ?? 6, 1), query.onlyIds ? 200 : 24);
  const genreIds = [...new Set(query.genreIds ?? [])];
  const awards = await awardWishes(query);
  if (awards === 'none') return [];
  if (genreIds.length < 2) return matchingIds(genreIds.length === 0 ? 'none' : 'one', genreIds, limit, awards, query);
  const inEveryGenre = await matchingIds({ every: genreIds.length }, genreIds, limit, awards, query);
  // A full page of books with every genre is exactly the top of the ranking by genre hits.
  return inEveryGenre.length === limit ? inEveryGenre : matchingIds('several', genreIds, limit, awards, query);
}

type AwardWishes = Exclude<Awaited<ReturnType<typeof awardWishes>>, 'none'>;

async function matchingIds(genres: Genres, genreIds: number[], limit: number, awards: AwardWishes, query: BooksMatchingQuery): Promise<number[]> {
  const rows = await catalogueQuery<{ id: number }>(
    matching(genres),
    [
      orNull(genreIds),
      orNull(query.authorIds),
      orNull(query.seriesIds),
      query.yearFrom ?? null,
      query.yearTo ?? null,
      query.isAwardWinner ?? false,
      orNull(query.awardIds),
      [...(query.excludeIds ?? [])],
      limit,
      orNull(query.excludeAuthorIds),
      orNull(query.excludeGenreIds),
      orText(query.moods),
      orText(query.excludeMoods),
      query.seriesForm ?? null,
      query.maxPages ?? null,
      awards?.awardIds ?? null,
      awards?.required ?? 1,
      query.awardWonOnly ?? true,
      orNull(query.onlyIds),
      query.yearsOfPublication ?? false,
      awards?.wishes ?? null,
    ],
    // Unnamed on purpose: a prepared statement's generic plan (chosen after five runs) ignores
    // which filters are null and ran 100-300 ms where the custom plan takes 5-20 (decision 083).
  );
  return rows.map((row) => row.id);
}
