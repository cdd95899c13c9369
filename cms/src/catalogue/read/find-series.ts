import { DEFAULT_LOCALE, type Locale, type Paged, roundAverage, type SeriesSummary } from '@starshelf/contract';

export type { SeriesSummary };

import { localeJoins, localized } from '../localized-sql.js';
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
  m.filename as image_filename, s.is_completed, s.average_rating, s.ratings_count, s.book_count`;

// book_count is kept in the series row by the database (decision 137, migration
// 20261224_120000_series_book_count): the distinct public books holding the series. A series in the
// trash, and a book in the trash, are not counted or listed (decision 121).
export const SERIES_FROM = `cms.series s
  ${localeJoins('series', 's', '$1')} left join cms.media m on m.id = s.image_id`;

const SIZE_RANGES: Record<SeriesSize, [number, number | null]> = { '1-3': [1, 3], '4-10': [4, 10], '10+': [11, null] };

const ORDER_BY: Record<ListSort, string> = {
  name_asc: `lower(${localized('name')}) asc, s.id asc`,
  name_desc: `lower(${localized('name')}) desc, s.id desc`,
  // The damped average (decision 077), like the books' rating sort.
  rating: 's.damped_rating desc nulls last, s.ratings_count desc nulls last, s.id asc',
  books: 's.book_count desc, s.id asc',
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
  and ($2::int is null or s.book_count >= $2)
  and ($3::int is null or s.book_count <= $3)
  and ($4::boolean is null or coalesce(s.is_completed, false) = $4)
  and ($5::numeric is null or s.average_rating >= $5)`;

export async function findSeries(query: FindSeriesQuery): Promise<Paged<SeriesSummary>> {
  const [min, max] = query.size ? SIZE_RANGES[query.size] : [null, null];
  const status = query.status === undefined ? null : query.status === 'completed';
  const values = [query.locale ?? DEFAULT_LOCALE, min, max, status, query.minRating ?? null];
  return pagedQuery(seriesListStatements(query.sort ?? 'name_asc'), values, query, toSeriesSummary, query.keepCount);
}

/** The page and count statements of the series list in `sort`: $1 locale, $2-$5 filters, $6 limit, $7 offset. */
export function seriesListStatements(sort: ListSort): { page: string; count: string } {
  return {
    page: `select ${SERIES_COLUMNS} from ${SERIES_FROM} where ${FILTERS}
        order by ${ORDER_BY[sort]} limit $6 offset $7`,
    count: `select count(*) as total from cms.series s where $1::text is not null and ${FILTERS}`,
  };
}
