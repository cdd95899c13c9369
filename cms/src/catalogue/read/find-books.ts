import { DEFAULT_LOCALE, pageOffset, paged, type Locale, type MoodSlug, type Paged } from '@starshelf/contract';

import { localeJoins } from '../localized-sql.js';
import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';
import { afterKeys, decodeCursor, encodeCursor, isTitleSort, keyColumns, orderBy, type BookSort } from './book-list-keys.js';
import { InvalidCursorError, type KeyedRow, rowKeys } from './list-keys.js';
import { inOrderAsked, totalOf, type CountKeeper } from './paged-query.js';
import { BOOK_MEDIA_JOIN, bookSummaryColumns, type BookSummary, type BookSummaryRow, toBookSummary } from './shapes.js';

export { BOOK_SORTS, type BookSort } from './book-list-keys.js';

export type FindBooksQuery = {
  locale?: Locale;
  page: number;
  limit: number;
  /**
   * The cursor of the page before (its answer's `next`, decision 151): the page starts after the
   * last book that page showed, read from the order's index, instead of counting `page` rows in.
   */
  after?: string | undefined;
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
  /** The keys of the row the page starts after (a decoded cursor, decision 151). */
  after?: readonly string[] | undefined;
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
    param,
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
 * The statements of one books list: the page's ids and the count. The count takes the first
 * `countValues` of `values`; the page statement takes all of them (the cursor's keys come last) and
 * the limit and the offset as the two placeholders after them. The ids are chosen on cms.books
 * alone (with the search documents' titles when sorting by them), with their order's keys for the
 * next cursor; only those few rows are then dressed, by the prepared summaries statement: joining
 * every row's locales first cost 10 ms, and planning the summary columns for each call cost more
 * than running them. Every order reads an index over the public rows (decision 135) and a cursor
 * starts that index's scan at its row (decision 151): a page costs its rows, not the table's.
 */
export function bookListStatements(
  sort: BookSort,
  locale: Locale,
  filters: BookListFilters = {},
): { ids: string; count: string; values: unknown[]; countValues: number } {
  const { values, param, page, count } = bookListFilters(filters);
  const countValues = values.length;
  const { books, where } = page(filters.genreShape);
  const start = filters.after ? `\n    and ${afterKeys(sort, locale, filters.after, param)}` : '';
  const limit = `$${values.length + 1}`;
  const offset = `$${values.length + 2}`;
  const documents = isTitleSort(sort) ? ` join cms.search_documents d on d.type = 'book' and d.item_id = b.id` : '';
  return {
    ids: `select b.id, ${keyColumns(sort, locale)} from ${books}${documents}
          where ${where}${start} order by ${orderBy(sort, locale)} limit ${limit} offset ${offset}`,
    count: `select count(*) as total from cms.books b where ${count}`,
    values,
    countValues,
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
  const after = query.after === undefined ? undefined : decodeCursor(query.after, sort, locale);
  if (after === null) throw new InvalidCursorError();
  const filters: BookListFilters = {
    year: query.year,
    minRating: query.minRating,
    onlyIds: query.onlyIds,
    exceptIds: query.exceptIds,
    moods: query.moods,
    after,
  };
  if (query.genre !== undefined) {
    const genres = await catalogueQuery<{ id: number; books: number }>(GENRE_IDS_SQL, [String(query.genre)], 'catalogue-genre-ids');
    // A genre readers may not see lists no book.
    if (genres.length === 0) return paged([], 0, query.page, query.limit);
    filters.genreIds = genres.map((genre) => Number(genre.id));
    const thinned = query.year != null || query.minRating != null || Boolean(query.moods?.length) || Boolean(query.onlyIds);
    // From a cursor the walk starts at the page's first row, so only the page itself is reached.
    const reach = (after ? 0 : pageOffset(query.page, query.limit)) + query.limit;
    filters.genreShape = await genreShape(filters.genreIds, Number(genres[0]?.books ?? 0), reach, { thinned, titles: isTitleSort(sort) });
  }
  const { ids, count, values, countValues } = bookListStatements(sort, locale, filters);
  const offset = after ? 0 : pageOffset(query.page, query.limit);
  const [rows, total] = await Promise.all([
    catalogueQuery<KeyedRow>(ids, [...values, query.limit, offset]),
    totalOf(count, values.slice(0, countValues), query.keepCount),
  ]);
  const list = paged(await getBookSummaries(rows.map((row) => row.id), locale), total, query.page, query.limit);
  const last = rows.at(-1);
  const next = list.hasMore && rows.length === query.limit && last ? encodeCursor(sort, locale, rowKeys(last)) : undefined;
  return next ? { ...list, next } : list;
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
