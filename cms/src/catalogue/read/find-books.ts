import { DEFAULT_LOCALE, type Locale, type MoodSlug, type Paged } from '@starshelf/contract';

import { localeJoins, localized } from '../localized-sql.js';
import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';
import { inOrderAsked, pagedByIds } from './paged-query.js';
import { BOOK_MEDIA_JOIN, bookSummaryColumns, type BookSummary, type BookSummaryRow, toBookSummary } from './shapes.js';

export const BOOK_SORTS = ['newest', 'oldest', 'title_asc', 'title_desc', 'rating'] as const;
export type BookSort = (typeof BOOK_SORTS)[number];

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
};

// Every order ends on the id, so pages never overlap or skip a book with an equal key.
const ORDER_BY: Record<BookSort, string> = {
  newest: 'b.publication_year desc nulls last, b.publication_date desc nulls last, b.id desc',
  oldest: 'b.publication_year asc nulls last, b.publication_date asc nulls last, b.id asc',
  title_asc: `lower(${localized('title')}) asc, b.id asc`,
  title_desc: `lower(${localized('title')}) desc, b.id desc`,
  // The damped average (decision 077): a 5.0 from 7 ratings does not outrank a 4.4 from 3,000.
  rating: 'b.damped_rating desc nulls last, b.ratings_count desc nulls last, b.id asc',
};

const FILTERS = `${isPublic('b')}
  and ($2::int is null or b.publication_year = $2)
  and ($3::numeric is null or b.average_rating >= $3)
  and ($4::int[] is null or b.id = any($4))
  and ($5::int[] is null or not (b.id = any($5)))
  and ($6::text is null or exists (
    select 1 from cms.books_rels gr join cms.genres g on g.id = gr.genres_id
     where gr.parent_id = b.id and gr.path = 'genres' and (g.slug = $6 or g.id::text = $6) and ${isPublic('g')}))
  and ($7::text[] is null or b.id in (
    select m.book_id from cms.book_moods m where m.mood = any($7)
     group by m.book_id having count(*) = cardinality($7)))`;

/** The books list of GET /api/books: filters, sorts and load-more paging with a total. */
export async function findBooks(query: FindBooksQuery): Promise<Paged<BookSummary>> {
  const locale = query.locale ?? DEFAULT_LOCALE;
  const sort = query.sort ?? 'newest';
  const values = [
    locale,
    query.year ?? null,
    query.minRating ?? null,
    query.onlyIds ? [...query.onlyIds] : null,
    query.exceptIds && query.exceptIds.length > 0 ? [...query.exceptIds] : null,
    query.genre === undefined ? null : String(query.genre),
    // Distinct, so "every mood holds" is a count of the book's rows among them.
    query.moods && query.moods.length > 0 ? [...new Set(query.moods)] : null,
  ];
  const isTitleSort = sort === 'title_asc' || sort === 'title_desc';
  // The page's ids are chosen on cms.books alone (joining the titles only when sorting by them);
  // only those few rows are then dressed, by the prepared summaries statement: joining every row's
  // locales first cost 10 ms, and planning the summary columns for each call cost more than running them.
  const statements = {
    // $1 (the locale) is read only by a title sort; typed either way, so all three share one value list.
    ids: `select b.id from cms.books b ${isTitleSort ? localeJoins('books', 'b', '$1') : ''}
     where $1::text is not null and ${FILTERS} order by ${ORDER_BY[sort]} limit $8 offset $9`,
    count: `select count(*) as total from cms.books b where $1::text is not null and ${FILTERS}`,
  };
  return pagedByIds(statements, values, query, (ids) => getBookSummaries(ids, locale));
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
