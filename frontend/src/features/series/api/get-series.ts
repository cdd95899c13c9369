import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { SERIES_LIST_FILTERS, type SeriesDetail, type SeriesSummary } from '@starshelf/contract';
import { pagedListOptions } from '@/lib/api/infinite';
import { itemApiPath, localeQueryOptions } from '@/lib/api/locale-query';

export const SERIES_SORTS = ['name_asc', 'name_desc', 'rating', 'books'] as const;
export const SERIES_SIZES = ['1-3', '4-10', '10+'] as const;
export const SERIES_STATUSES = ['completed', 'ongoing'] as const;
/** The list's filters, as its address carries them (the contract's, which the server's page cache keys on too). */
export const SERIES_FILTER_KEYS = SERIES_LIST_FILTERS;
export type SeriesFilters = Record<(typeof SERIES_FILTER_KEYS)[number], string>;

export const seriesKeys = {
  all: ['series'] as const,
  list: (filters: SeriesFilters, locale: string) => [...seriesKeys.all, 'list', { ...filters, locale }] as const,
  detail: (slugOrId: string, locale: string) => [...seriesKeys.all, 'detail', slugOrId, locale] as const,
};

export function seriesInfiniteOptions(filters: SeriesFilters, locale: string) {
  return pagedListOptions<SeriesSummary, ReturnType<typeof seriesKeys.list>>(seriesKeys.list(filters, locale), '/api/series', { ...filters, locale });
}

export function useSeriesList(filters: SeriesFilters, locale: string) {
  return useInfiniteQuery(seriesInfiniteOptions(filters, locale));
}

export function seriesQueryOptions(slugOrId: string, locale: string) {
  return localeQueryOptions<SeriesDetail, ReturnType<typeof seriesKeys.detail>>(seriesKeys.detail(slugOrId, locale), itemApiPath('series', slugOrId), locale);
}

export function useSeries(slugOrId: string, locale: string) {
  return useQuery(seriesQueryOptions(slugOrId, locale));
}
