import { useTranslation } from 'react-i18next';
import { FilteredList, MinRatingFilter, SortFilter } from '@/components/catalogue/filtered-list';
import { FilterSelect } from '@/components/ui/filter-select';
import { useLocale } from '@/lib/use-locale';
import { useUrlFilters } from '@/lib/use-url-filters';
import { SERIES_FILTER_KEYS, SERIES_SIZES, SERIES_SORTS, SERIES_STATUSES, useSeriesList } from '../api/get-series';
import { SeriesCard } from './series-card';

export function SeriesList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { filters, setFilter, reset, isFiltered } = useUrlFilters(SERIES_FILTER_KEYS);
  const series = useSeriesList(filters, locale);

  return (
    <FilteredList
      title={t('series.title')}
      subtitle={t('series.subtitle')}
      filters={
        <>
          <FilterSelect label={t('series.size')} value={filters.size} anyLabel={t('common.any')} onChange={(value) => setFilter('size', value)}
            options={SERIES_SIZES.map((size) => ({ value: size, label: t(`series.sizes.${size}`) }))} />
          <FilterSelect label={t('series.status')} value={filters.status} anyLabel={t('common.any')} onChange={(value) => setFilter('status', value)}
            options={SERIES_STATUSES.map((status) => ({ value: status, label: t(`series.${status}`) }))} />
          <MinRatingFilter value={filters.minRating} onChange={(value) => setFilter('minRating', value)} />
          <SortFilter value={filters.sort} fallback="name_asc" sorts={SERIES_SORTS} label={(sort) => t(`authors.sorts.${sort}`)} onChange={(value) => setFilter('sort', value)} />
        </>
      }
      isFiltered={isFiltered}
      onReset={reset}
      list={series}
      errorTitle={t('series.errorLoading')}
      emptyTitle={t('series.empty')}
    >
      {(items) => (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => <SeriesCard key={item.id} series={item} />)}
        </div>
      )}
    </FilteredList>
  );
}
