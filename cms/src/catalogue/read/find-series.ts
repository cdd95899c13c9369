import { DEFAULT_LOCALE, type Locale, type Paged, paged, pageOffset, roundAverage, type SeriesSummary } from '@starshelf/contract';

export type { SeriesSummary };

import { localeJoins, localized } from '../localized-sql.js';
import { isPublic } from '../public-sql.js';
import { catalogueQuery } from '../sql.js';
import { InvalidCursorError, type KeyedRow, placesFrom, rowKeys } from './list-keys.js';
import { isNameSort, type ListSort, namedListKeys } from './named-list-keys.js';
import { type CountKeeper, totalOf } from './paged-query.js';
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

export type FindSeriesQuery = {
  locale?: Locale;
  page: number;
  limit: number;
  size?: SeriesSize | undefined;
  status?: SeriesStatus | undefined;
  minRating?: number | undefined;
  sort?: ListSort | undefined;
  /** The cursor of the page before (its answer's `next`, decision 165): the page starts after its last series. */
  after?: string | undefined;
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
  const sort = query.sort ?? 'name_asc';
  const keys = namedListKeys(sort, 's', locale);
  const after = query.after === undefined ? undefined : keys.decode(query.after);
  if (after === null) throw new InvalidCursorError();
  const values = [locale, min, max, status, query.minRating ?? null];
  const statements = seriesListStatements(sort, locale, after);
  const offset = after ? 0 : pageOffset(query.page, query.limit);
  const [rows, total] = await Promise.all([
    catalogueQuery<SeriesRow & KeyedRow>(statements.page, [...values, query.limit, offset, ...(after ?? [])]),
    totalOf(statements.count, values, query.keepCount),
  ]);
  const list = paged(rows.map(toSeriesSummary), total, query.page, query.limit);
  const last = rows.at(-1);
  const next = list.hasMore && rows.length === query.limit && last ? keys.encode(rowKeys(last)) : undefined;
  return next ? { ...list, next } : list;
}

/**
 * The page and count statements of the series list in `sort`: $1 locale, $2-$5 filters, $6 limit,
 * $7 offset, and from a cursor its keys from $8 (decision 165). Every order reads an index over the
 * public series: the name orders walk the series' search documents (joining the series row for the
 * filters, so a series leaving the catalogue leaves the list at once), the others the series' own
 * indexes. Each row carries its order's keys (`k0`, ...) for the next cursor.
 */
export function seriesListStatements(sort: ListSort, locale: Locale, after?: readonly string[]): { page: string; count: string } {
  const keys = namedListKeys(sort, 's', locale);
  const start = after ? `\n        and ${keys.after(after, placesFrom(8))}` : '';
  const page = isNameSort(sort)
    ? `select ${SERIES_COLUMNS}, ${keys.keyColumns} from cms.search_documents d join cms.series s on s.id = d.item_id
        ${SERIES_JOINS}
        where d.type = 'series' and ${FILTERS}${start}
        order by ${keys.orderBy} limit $6 offset $7`
    : `select ${SERIES_COLUMNS}, ${keys.keyColumns} from ${SERIES_FROM} where ${FILTERS}${start}
        order by ${keys.orderBy} limit $6 offset $7`;
  return { page, count: `select count(*) as total from cms.series s where $1::text is not null and ${FILTERS}` };
}
