import { SERIES_LIST_FILTERS, type SeriesDetail, type SeriesSummary } from '@starshelf/contract';
import { catalogueQueries } from '@/lib/api/catalogue-queries';

export const SERIES_SORTS = ['name_asc', 'name_desc', 'rating', 'books'] as const;
export const SERIES_SIZES = ['1-3', '4-10', '10+'] as const;
export const SERIES_STATUSES = ['completed', 'ongoing'] as const;
/** The list's filters, as its address carries them (the contract's, which the server's page cache keys on too). */
export const SERIES_FILTER_KEYS = SERIES_LIST_FILTERS;
export type SeriesFilters = Record<(typeof SERIES_FILTER_KEYS)[number], string>;

export const {
  listOptions: seriesInfiniteOptions,
  useList: useSeriesList,
  detailOptions: seriesQueryOptions,
  useDetail: useSeries,
} = catalogueQueries<SeriesSummary, SeriesDetail, SeriesFilters>('series');
