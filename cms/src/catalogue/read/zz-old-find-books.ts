import { DEFAULT_LOCALE, LOCALES, type Locale, type MoodSlug, type Paged } from '@starshelf/contract';

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

/**
 * The statements of one books list: the page's ids and the count. The ids are chosen on cms.books
 * alone (with the search documents' titles when sorting by them); only those few rows are then
 * dressed, by the prepared summaries statement: joining every row's locales first cost 10 ms, and
 * planning the summary columns for each call cost more than running them. Every order reads an index
 * over the public rows (decision 135): a page costs its rows, not the table's.
 */
export function bookListStatements(sort: BookSort, locale: Locale): { ids: string; count: string } {
  const titleOrder = sort === 'title_desc' ? `${titleKey(locale)} desc, d.item_id desc` : `${titleKey(locale)} asc, d.item_id asc`;
  return {
    // $1 (the locale) is typed in every statement, so all share one value list.
    ids: isTitleSort(sort)
      ? `select b.id from cms.search_documents d join cms.books b on b.id = d.item_id
          where d.type = 'book' and $1::text is not null and ${FILTERS} order by ${titleOrder} limit $8 offset $9`
      : `select b.id from cms.books b where $1::text is not null and ${FILTERS} order by ${ORDER_BY[sort]} limit $8 offset $9`,
    count: `select count(*) as total from cms.books b where $1::text is not null and ${FILTERS}`,
  };
}

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
  const statements = bookListStatements(sort, locale);
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
