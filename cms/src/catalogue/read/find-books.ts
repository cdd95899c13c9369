import { DEFAULT_LOCALE, LOCALES, pageOffset, paged, type Locale, type MoodSlug, type Paged } from '@starshelf/contract';

import { localeJoins, localizedJsonValue } from '../localized-sql.js';
import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';
import { inOrderAsked, pagedByIds, type CountKeeper } from './paged-query.js';
import { BOOK_MEDIA_JOIN, bookSummaryColumns, type BookSummary, type BookSummaryRow, toBookSummary } from './shapes.js';

export const BOOK_SORTS = ['newest', 'oldest', 'title_asc', 'title_desc', 'rating'] as const;
export type BookSort = (typeof BOOK_SORTS)[number];
type TitleSort = 'title_asc' | 'title_desc';
const isTitleSort = (sort: BookSort): sort is TitleSort => sort === 'title_asc' || sort === 'title_desc';

export type FindBooksQuery = {
  locale?: Locale;
  page: number;
  limit: number;
  /** A genre id or slug. */
  genre?: string | number | undefined;
  year?: number | undefined;
  minRating?: number | undefined;
  /** Only these ids (a member's reading list by status). */
  onlyIds?: readonly number[] | undefined;
  /** Never these ids (`not_in_list`). */
  exceptIds?: readonly number[] | undefined;
  /** Books that hold every one of these moods (docs/api.md "Moods"). */
  moods?: readonly MoodSlug[] | undefined;
  sort?: BookSort | undefined;
  /** Keeps the list's total between changes (the caller knows when the catalogue changed). */
  keepCount?: CountKeeper | undefined;
};

/**
 * The reader's title of the book row `d` of cms.search_documents, one expression over one row, so each
 * language's order has an index (migration 20261222_120000_list_orders, decision 135). The locale is
 * one of the contract's constants, inlined so the expression matches the index's.
 */
const titleKey = (locale: Locale) => {
  const known = LOCALES.includes(locale) ? locale : DEFAULT_LOCALE;
  return `lower(${localizedJsonValue('d.names', `'${known}'`)})`;
};

// Every order ends on the id, so pages never overlap or skip a book with an equal key.
const ORDER_BY: Record<Exclude<BookSort, TitleSort>, string> = {
  newest: 'b.publication_year desc nulls last, b.publication_date desc nulls last, b.id desc',
  oldest: 'b.publication_year asc nulls last, b.publication_date asc nulls last, b.id asc',
  // The damped average (decision 077): a 5.0 from 7 ratings does not outrank a 4.4 from 3,000.
  rating: 'b.damped_rating desc nulls last, b.ratings_count desc nulls last, b.id asc',
};

/** The filters of one list call, as findBooks hands them to the statements (decision 141). */
export type BookListFilters = {
  year?: number | null | undefined;
  minRating?: number | null | undefined;
  onlyIds?: readonly number[] | null | undefined;
  exceptIds?: readonly number[] | null | undefined;
  /** The public genres the `genre` parameter names (findBooks resolves it first). */
  genreIds?: readonly number[] | null | undefined;
  moods?: readonly MoodSlug[] | null | undefined;
  /** How the genre filter is read (decision 141, see genreShape). */
  genreShape?: GenreShape | undefined;
};

/**
 * The three ways to read a genre's page (decision 141): `rows` reads the genre's rows and sorts
 * those books (a rare genre), `hash` hashes the genre's book ids and walks the order's index (a
 * middling one), `walk` walks the order's index and probes each book's genre rows (a large one,
 * whose ids would cost more to hash than the walk reads).
 */
export type GenreShape = 'rows' | 'hash' | 'walk';

/**
 * The values of the filters asked for, and their conditions. Only the filters given appear in the
 * statements (decision 141): a `($6 is null or exists (...))` clause cannot become a join, so the
 * genre filter ran as a hashed subplan over every book of the genre (0.4-0.7 s for fantasy at 1M),
 * whatever the order. The genre's ids are always the first value, so the ids and count statements,
 * which read the genre differently, share one value list.
 */
function bookListFilters(filters: BookListFilters) {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const genre = filters.genreIds ? `${param([...filters.genreIds])}::int[]` : null;
  const conditions = [isPublic('b')];
  if (filters.year != null) conditions.push(`b.publication_year = ${param(filters.year)}::int`);
  if (filters.minRating != null) conditions.push(`b.average_rating >= ${param(filters.minRating)}::numeric`);
  if (filters.onlyIds) conditions.push(`b.id = any(${param([...filters.onlyIds])}::int[])`);
  if (filters.exceptIds && filters.exceptIds.length > 0) conditions.push(`not (b.id = any(${param([...filters.exceptIds])}::int[]))`);
  // Every mood holds: one probe of the book's mood rows (their primary key) per mood asked.
  for (const mood of new Set(filters.moods ?? [])) {
    conditions.push(`exists (select 1 from cms.book_moods m where m.book_id = b.id and m.mood = ${param(mood)}::text)`);
  }
  const where = conditions.join('\n    and ');
  const genreRows = `cms.books_rels gr where gr.path = 'genres' and gr.genres_id = any(${genre})`;
  return {
    values,
    /** The books and conditions of the page statement, the genre read in the shape asked for. */
    page: (shape: GenreShape | undefined) => {
      if (!genre) return { books: 'cms.books b', where };
      // The genre's rows first (books_rels_genre_books_idx), fenced by OFFSET 0 so the planner cannot
      // make them a probe again, each book then read by its key, never the whole table hashed.
      if (shape === 'rows') {
        return {
          books: `(select distinct gr.parent_id as id from ${genreRows} offset 0) r
            cross join lateral (select * from cms.books one where one.id = r.id offset 0) b`,
          where,
        };
      }
      // The genre's book ids hashed once, the order's index walked and each book looked up in the
      // hash: `is true` keeps the sublink from becoming a join the planner might turn around.
      if (shape === 'hash') return { books: 'cms.books b', where: `${where}\n    and (b.id in (select gr.parent_id from ${genreRows})) is true` };
      // A probe of the book's genre rows for each book the order's index yields, never a hashed
      // set of the genre's books: the LIMIT keeps the subquery correlated.
      return { books: 'cms.books b', where: `${where}\n    and (select true from ${genreRows} and gr.parent_id = b.id limit 1)` };
    },
    /** The count's conditions: the genre as a semi-join, which the planner may hash (it reads all rows anyway). */
    count: genre ? `${where}\n    and exists (select 1 from ${genreRows} and gr.parent_id = b.id)` : where,
  };
}

/**
 * The statements of one books list: the page's ids and the count, over the filters' values; the
 * page statement takes the limit and the offset as the two placeholders after them. The ids are
 * chosen on cms.books alone (with the search documents' titles when sorting by them); only those
 * few rows are then dressed, by the prepared summaries statement: joining every row's locales first
 * cost 10 ms, and planning the summary columns for each call cost more than running them. Every
 * order reads an index over the public rows (decision 135): a page costs its rows, not the table's.
 */
export function bookListStatements(sort: BookSort, locale: Locale, filters: BookListFilters = {}): { ids: string; count: string; values: unknown[] } {
  const { values, page, count } = bookListFilters(filters);
  const { books, where } = page(filters.genreShape);
  const limit = `$${values.length + 1}`;
  const offset = `$${values.length + 2}`;
  const titleOrder = sort === 'title_desc' ? `${titleKey(locale)} desc, d.item_id desc` : `${titleKey(locale)} asc, d.item_id asc`;
  return {
    ids: isTitleSort(sort)
      ? `select b.id from ${books} join cms.search_documents d on d.type = 'book' and d.item_id = b.id
          where ${where} order by ${titleOrder} limit ${limit} offset ${offset}`
      : `select b.id from ${books} where ${where} order by ${ORDER_BY[sort]} limit ${limit} offset ${offset}`,
    count: `select count(*) as total from cms.books b where ${count}`,
    values,
  };
}

// Prepared: the genre filter names a public genre by id or slug; the planner's count of the books
// (pg_class.reltuples, kept by ANALYZE) comes along for genreShape.
const GENRE_IDS_SQL = `select g.id, (select reltuples from pg_class where oid = 'cms.books'::regclass)::float8 as books
   from cms.genres g where (g.slug = $1 or g.id::text = $1) and ${isPublic('g')}`;

// The genre's rows, counted no further than `$2` (index-only: some thousand entries for a first page).
const GENRE_ROWS_SQL = `select count(*) as rows from (select 1 from cms.books_rels gr
   where gr.path = 'genres' and gr.genres_id = any($1::int[]) limit $2) s`;

/**
 * Which shape reads a genre's page (decision 141), by the genre's rows R against the books N and
 * the page's reach (offset + limit), the walk reading about reach × N / R entries of the order's
 * index (t times that when other filters thin it, taken as 2). Priced in index-only entries, a
 * probe (of a book's genre rows, or of a book by its key) costs about 20, and a title order's walk
 * fetches each search document and book, about 40 an entry. So the rows cost 20R (twice that for
 * a title order, which also reads each document), the hash R + the walk, the probing walk the walk
 * + 20 per entry: the hash beats the probes while R² < 20 × t × reach × N, and the rows beat the
 * hash while R² < t × reach × N / 19 (about t × reach × N for a title order). Measured at 100k and
 * 1M books (bench/results/list-filters.md). The genre's rows are counted only up to the upper
 * bound (an index-only read), so weighing a large genre costs no more than that.
 */
async function genreShape(ids: readonly number[], books: number, reach: number, weight: { thinned: boolean; titles: boolean }): Promise<GenreShape> {
  const span = Math.sqrt(Math.max(books, 0) * reach * (weight.thinned ? 2 : 1));
  const hashBound = Math.max(1, Math.ceil(span * Math.sqrt(20)));
  const counted = await catalogueQuery<{ rows: string }>(GENRE_ROWS_SQL, [[...ids], hashBound], 'catalogue-genre-rows');
  const rows = Number(counted[0]?.rows ?? 0);
  if (rows < (weight.titles ? span : span / Math.sqrt(19))) return 'rows';
  return rows < hashBound ? 'hash' : 'walk';
}

/** The books list of GET /api/books: filters, sorts and load-more paging with a total. */
export async function findBooks(query: FindBooksQuery): Promise<Paged<BookSummary>> {
  const locale = query.locale ?? DEFAULT_LOCALE;
  const sort = query.sort ?? 'newest';
  const filters: BookListFilters = {
    year: query.year,
    minRating: query.minRating,
    onlyIds: query.onlyIds,
    exceptIds: query.exceptIds,
    moods: query.moods,
  };
  if (query.genre !== undefined) {
    const genres = await catalogueQuery<{ id: number; books: number }>(GENRE_IDS_SQL, [String(query.genre)], 'catalogue-genre-ids');
    // A genre readers may not see lists no book.
    if (genres.length === 0) return paged([], 0, query.page, query.limit);
    filters.genreIds = genres.map((genre) => Number(genre.id));
    const thinned = query.year != null || query.minRating != null || Boolean(query.moods?.length) || Boolean(query.onlyIds);
    const reach = pageOffset(query.page, query.limit) + query.limit;
    filters.genreShape = await genreShape(filters.genreIds, Number(genres[0]?.books ?? 0), reach, { thinned, titles: isTitleSort(sort) });
  }
  const { values, ...statements } = bookListStatements(sort, locale, filters);
  return pagedByIds(statements, values, query, (ids) => getBookSummaries(ids, locale), query.keepCount);
}

const SUMMARIES_SQL = `select ${bookSummaryColumns('$1')}
   from cms.books b ${localeJoins('books', 'b', '$1')} ${BOOK_MEDIA_JOIN}
  where b.id = any($2) and ${isPublic('b')}`;

/** Summaries of the given books in the given order (reading list, modal extras). */
export async function getBookSummaries(ids: readonly number[], locale: Locale = DEFAULT_LOCALE): Promise<BookSummary[]> {
  if (ids.length === 0) return [];
  const rows = await catalogueQuery<BookSummaryRow>(SUMMARIES_SQL, [locale, [...ids]], 'catalogue-book-summaries');
  return inOrderAsked(ids, rows, toBookSummary);
}
