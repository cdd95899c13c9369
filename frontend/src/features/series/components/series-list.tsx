import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { flattenPages } from '@/lib/api/infinite';
import { useLocale } from '@/lib/use-locale';
import { useUrlFilters } from '@/lib/use-url-filters';
import { SERIES_FILTER_KEYS, SERIES_SIZES, SERIES_SORTS, SERIES_STATUSES, useSeriesList } from '../api/get-series';
import { SeriesCard } from './series-card';
import { ListResults } from '@/components/ui/list-results';

export function SeriesList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { filters, setFilter, reset, isFiltered } = useUrlFilters(SERIES_FILTER_KEYS);
  const series = useSeriesList(filters, locale);
  const { items, total } = flattenPages(series.data?.pages);

  return (
    <section>
      <PageHeader title={t('series.title')} subtitle={t('series.subtitle')} head={{ description: t('series.subtitle') }} />
      <div className="mb-8 flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-4">
        <FilterSelect label={t('series.size')} value={filters.size} anyLabel={t('common.any')} onChange={(value) => setFilter('size', value)}
          options={SERIES_SIZES.map((size) => ({ value: size, label: t(`series.sizes.${size}`) }))} />
        <FilterSelect label={t('series.status')} value={filters.status} anyLabel={t('common.any')} onChange={(value) => setFilter('status', value)}
          options={SERIES_STATUSES.map((status) => ({ value: status, label: t(`series.${status}`) }))} />
        <FilterSelect label={t('rating.minRating')} value={filters.minRating} anyLabel={t('common.any')} onChange={(value) => setFilter('minRating', value)}
          options={[1, 2, 3, 4, 5].map((value) => ({ value: String(value), label: t('rating.atLeast', { value }) }))} />
        <FilterSelect label={t('common.sortBy')} value={filters.sort || 'name_asc'} onChange={(value) => setFilter('sort', value === 'name_asc' ? '' : value)}
          options={SERIES_SORTS.map((sort) => ({ value: sort, label: t(`authors.sorts.${sort}`) }))} />
        {isFiltered && <Button variant="ghost" onClick={reset}>{t('common.reset')}</Button>}
      </div>
      {series.isPending && <LoadingState />}
      {series.isError && <ErrorState error={series.error} title={t('series.errorLoading')} onRetry={() => void series.refetch()} />}
      {series.isSuccess && items.length === 0 && <EmptyState title={t('series.empty')} />}
      {items.length > 0 && (
        <ListResults>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => <SeriesCard key={item.id} series={item} />)}
          </div>
          <LoadMore shown={items.length} total={total} hasMore={series.hasNextPage} isLoading={series.isFetchingNextPage} onLoadMore={() => void series.fetchNextPage()} />
        </ListResults>
      )}
    </section>
  );
}
