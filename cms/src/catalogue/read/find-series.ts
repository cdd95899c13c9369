import { DEFAULT_LOCALE, LOCALES, type Locale, type Paged, roundAverage, type SeriesSummary } from '@starshelf/contract';

export type { SeriesSummary };

import { localeJoins, localized, localizedJsonValue } from '../localized-sql.js';
import { isPublic } from '../public-sql.js';
import type { ListSort } from './find-authors.js';
import { pagedQuery, type CountKeeper } from './paged-query.js';
import { mediaUrl, toNumber, type NamedRow, type RatedRow } from './shapes.js';

export const SERIES_SIZES = ['1-3', '4-10', '10+'] as const;
export type SeriesSize = (typeof SERIES_SIZES)[number];
export const SERIES_STATUSES = ['completed', 'ongoing'] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

export type SeriesRow = NamedRow & RatedRow & { description: string | null; image_filename: string | null; is_completed: boolean | null };

export function toSeriesSummary(row: SeriesRow): SeriesSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: mediaUrl(row.image_filename),
    isCompleted: row.is_completed ?? false,
    averageRating: roundAverage(toNumber(row.average_rating)),
    ratingsCount: toNumber(row.ratings_count) ?? 0,
    bookCount: Number(row.book_count),
  };
}

export const SERIES_COLUMNS = `s.id, s.slug, ${localized('name')} as name, ${localized('description')} as description,
  m.filename as image_filename, s.is_completed, s.average_rating, s.ratings_count, s.public_book_count as book_count`;

// The book count is kept in the series row (public_book_count) by the database (decision 137, migration
// 20261224_120000_series_book_count): the distinct public books holding the series. A series in the
// trash, and a book in the trash, are not counted or listed (decision 121).
const SERIES_JOINS = `${localeJoins('series', 's', '$1')} left join cms.media m on m.id = s.image_id`;

export const SERIES_FROM = `cms.series s
  ${SERIES_JOINS}`;

const SIZE_RANGES: Record<SeriesSize, [number, number | null]> = { '1-3': [1, 3], '4-10': [4, 10], '10+': [11, null] };

type NameSort = 'name_asc' | 'name_desc';
const isNameSort = (sort: ListSort): sort is NameSort => sort === 'name_asc' || sort === 'name_desc';

/**
 * The reader's name of the series row `d` of cms.search_documents: the value `localized('name')`
 * gives (the reader's language, then English, then the others), as one expression over one row, so
 * each language's order has an index (migration 20261224_120000_series_book_count, decision 137, as
 * the books' titles in decision 135). The locale is one of the contract's constants, inlined so the
 * expression matches the index's.
 */
const nameKey = (locale: Locale) => {
  const known = LOCALES.includes(locale) ? locale : DEFAULT_LOCALE;
  return `lower(${localizedJsonValue('d.names', `'${known}'`)})`;
};

// Every order ends on the id, so pages never overlap or skip a series with an equal key.
const ORDER_BY: Record<Exclude<ListSort, NameSort>, string> = {
  // The damped average (decision 077), like the books' rating sort.
  rating: 's.damped_rating desc nulls last, s.ratings_count desc nulls last, s.id asc',
  books: 's.public_book_count desc, s.id asc',
};

export type FindSeriesQuery = {
  locale?: Locale;
  page: number;
  limit: number;
  size?: SeriesSize | undefined;
  status?: SeriesStatus | undefined;
  minRating?: number | undefined;
  sort?: ListSort | undefined;
  /** Keeps the list's total between changes (see CountKeeper). */
  keepCount?: CountKeeper | undefined;
};

const FILTERS = `${isPublic('s')}
  and ($2::int is null or s.public_book_count >= $2)
  and ($3::int is null or s.public_book_count <= $3)
  and ($4::boolean is null or coalesce(s.is_completed, false) = $4)
  and ($5::numeric is null or s.average_rating >= $5)`;

export async function findSeries(query: FindSeriesQuery): Promise<Paged<SeriesSummary>> {
  const [min, max] = query.size ? SIZE_RANGES[query.size] : [null, null];
  const status = query.status === undefined ? null : query.status === 'completed';
  const locale = query.locale ?? DEFAULT_LOCALE;
  const values = [locale, min, max, status, query.minRating ?? null];
  return pagedQuery(seriesListStatements(query.sort ?? 'name_asc', locale), values, query, toSeriesSummary, query.keepCount);
}

/**
 * The page and count statements of the series list in `sort`: $1 locale, $2-$5 filters, $6 limit,
 * $7 offset. Every order reads an index over the public series: the name orders walk the series'
 * search documents (joining the series row for the filters, so a series leaving the catalogue leaves
 * the list at once), the others the series' own indexes.
 */
export function seriesListStatements(sort: ListSort, locale: Locale): { page: string; count: string } {
  const page = isNameSort(sort)
    ? `select ${SERIES_COLUMNS} from cms.search_documents d join cms.series s on s.id = d.item_id
        ${SERIES_JOINS}
        where d.type = 'series' and ${FILTERS}
        order by ${nameKey(locale)} ${sort === 'name_desc' ? 'desc' : 'asc'}, d.item_id ${sort === 'name_desc' ? 'desc' : 'asc'} limit $6 offset $7`
    : `select ${SERIES_COLUMNS} from ${SERIES_FROM} where ${FILTERS}
        order by ${ORDER_BY[sort]} limit $6 offset $7`;
  return { page, count: `select count(*) as total from cms.series s where $1::text is not null and ${FILTERS}` };
}
