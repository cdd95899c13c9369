import {
  AUTHOR_BOOKS_PAGE_SIZE,
  type AuthorDetail,
  DEFAULT_LOCALE,
  type GenreSummary,
  type Locale,
  type Paged,
  type SeriesDetail,
} from '@starshelf/contract';

import { localeJoins, localized } from '../localized-sql.js';
import { catalogueQuery } from '../sql.js';
import { isPublic, isPublicAuthorRow } from '../public-sql.js';
import { getBookSummaries } from './find-books.js';
import { type CountKeeper, pagedByIds, totalOf } from './paged-query.js';
import { AUTHOR_CARD_COLUMNS, AUTHOR_FROM, type AuthorRow, toAuthorSummary } from './find-authors.js';
import { SERIES_COLUMNS, SERIES_FROM, type SeriesRow, toSeriesSummary } from './find-series.js';
import { BOOK_MEDIA_JOIN, bookSummaryColumns, type BookSummary, type BookSummaryRow, mediaUrl, toBookSummary } from './shapes.js';

export type { AuthorDetail, GenreSummary, SeriesDetail };

// An author may hold tens of thousands of books: the detail carries the first page and the count,
// the rest is paged (docs/decisions/134-an-authors-books-are-paged.md). Oldest first, the id breaking ties.
// The author's relation rows keep their book's year and whether it is public (decision 138), and
// books_rels_author_books_order_idx holds the public ones in exactly this order: a page is a range of
// that index (a deep one an index-only skip), and the count reads it alone. The order and the
// condition below must stay the index's (test/author-books.test.ts checks the plans).
const AUTHOR_BOOKS_ORDER = 'r.book_publication_year asc nulls last, r.parent_id asc';

/** The public books (trashed and draft ones left out, isPublic kept on the row) of the author `$1`. */
const AUTHOR_BOOKS_FROM = `cms.books_rels r where r.path = 'authors' and r.authors_id = $1 and ${isPublicAuthorRow('r')}`;

/** The statements of one page of an author's books (ids; author `$1`, limit `$2`, offset `$3`) and of their count. */
export const authorBooksStatements = {
  ids: `select r.parent_id as id from ${AUTHOR_BOOKS_FROM} order by ${AUTHOR_BOOKS_ORDER} limit $2 offset $3`,
  // Kept in the author row by the database (decision 143): the number of rows the statement above pages.
  count: `select a.public_book_count as total from cms.authors a where a.id = $1`,
};

/**
 * One page of an author's books, oldest first, with their count (GET /api/authors/{idOrSlug}/books).
 * `keepCount` keeps the count per catalogue change (decision 135): every page of the author's
 * 80,000 books would otherwise count them again.
 */
export async function findAuthorBooks(
  authorId: number,
  query: { page: number; limit: number; locale?: Locale; keepCount?: CountKeeper },
): Promise<Paged<BookSummary>> {
  return pagedByIds(authorBooksStatements, [authorId], query, (ids) => getBookSummaries(ids, query.locale ?? DEFAULT_LOCALE), query.keepCount);
}

/**
 * The author with the first page of their books (`books`) and how many there are (`bookCount`), the
 * count kept by `keepCount` when given, shared with the paged call's total.
 */
export async function getAuthorDetail(id: number, locale: Locale = DEFAULT_LOCALE, keepCount?: CountKeeper): Promise<AuthorDetail | null> {
  const [rows, ids, bookCount] = await Promise.all([
    catalogueQuery<AuthorRow>(`select ${AUTHOR_CARD_COLUMNS}, null as book_count from ${AUTHOR_FROM} where a.id = $2 and ${isPublic('a')}`, [locale, id]),
    catalogueQuery<{ id: number }>(authorBooksStatements.ids, [id, AUTHOR_BOOKS_PAGE_SIZE, 0]),
    totalOf(authorBooksStatements.count, [id], keepCount),
  ]);
  const row = rows[0];
  if (!row) return null;
  const books = await getBookSummaries(ids.map((book) => book.id), locale);
  return { ...toAuthorSummary(row), bookCount, bio: row.bio, books };
}

export async function getSeriesDetail(id: number, locale: Locale = DEFAULT_LOCALE): Promise<SeriesDetail | null> {
  const [rows, books] = await Promise.all([
    catalogueQuery<SeriesRow>(`select ${SERIES_COLUMNS} from ${SERIES_FROM} where s.id = $2 and ${isPublic('s')}`, [locale, id]),
    catalogueQuery<BookSummaryRow & { position: string | null }>(
      `select ${bookSummaryColumns('$1')}, bs.position
         from cms.books_all_series bs join cms.books b on b.id = bs._parent_id and ${isPublic('b')}
         ${localeJoins('books', 'b', '$1')} ${BOOK_MEDIA_JOIN}
        where bs.series_id = $2
        order by bs.position_sort asc nulls last, b.publication_year asc nulls last, b.id`,
      [locale, id],
    ),
  ]);
  const row = rows[0];
  if (!row) return null;
  return { ...toSeriesSummary(row), books: books.map((book) => ({ ...toBookSummary(book), position: book.position })) };
}

// A genre's book count is kept in its row by the database (decision 143, migration
// 20261229_120000_kept_book_counts): its relation rows whose book is public.
type GenreRow = { id: number; slug: string; name: string; description: string | null; image_filename: string | null; book_count: string };

const GENRE_SELECT = `select g.id, g.slug, ${localized('name')} as name, ${localized('description')} as description,
    m.filename as image_filename, g.public_book_count as book_count
  from cms.genres g ${localeJoins('genres', 'g', '$1')} left join cms.media m on m.id = g.image_id
  where ${isPublic('g')}`;

// Prepared (named): every list page asks for the genres, and planning this select took longer than running it.
const GENRES_SQL = `${GENRE_SELECT} order by lower(${localized('name')}), g.id`;

const toGenre = (row: GenreRow): GenreSummary => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  image: mediaUrl(row.image_filename),
  bookCount: Number(row.book_count),
});

export async function listGenres(locale: Locale = DEFAULT_LOCALE): Promise<GenreSummary[]> {
  const rows = await catalogueQuery<GenreRow>(GENRES_SQL, [locale], 'catalogue-genres');
  return rows.map(toGenre);
}

export async function getGenre(id: number, locale: Locale = DEFAULT_LOCALE): Promise<GenreSummary | null> {
  const rows = await catalogueQuery<GenreRow>(`${GENRE_SELECT} and g.id = $2`, [locale, id], 'catalogue-genre');
  return rows[0] ? toGenre(rows[0]) : null;
}
