import { useTranslation } from 'react-i18next';
import { FilteredList, MinRatingFilter, OptionsFilter, SortFilter } from '@/components/catalogue/filtered-list';
import { useLocale } from '@/lib/use-locale';
import { useUrlFilters } from '@/lib/use-url-filters';
import { SERIES_FILTER_KEYS, SERIES_SIZES, SERIES_SORTS, SERIES_STATUSES, useSeriesList } from '../api/get-series';
import { SeriesCard } from './series-card';

export function SeriesList() {
  const { t } = useTranslation();
  const urlFilters = useUrlFilters(SERIES_FILTER_KEYS);
  const { filters, setFilter } = urlFilters;
  const series = useSeriesList(filters, useLocale());
  const filterBar = (
    <>
      <OptionsFilter label={t('series.size')} value={filters.size} options={SERIES_SIZES} optionLabel={(size) => t(`series.sizes.${size}`)} onChange={(value) => setFilter('size', value)} />
      <OptionsFilter label={t('series.status')} value={filters.status} options={SERIES_STATUSES} optionLabel={(status) => t(`series.${status}`)} onChange={(value) => setFilter('status', value)} />
      <MinRatingFilter value={filters.minRating} onChange={(value) => setFilter('minRating', value)} />
      <SortFilter value={filters.sort} fallback="name_asc" options={SERIES_SORTS} optionLabel={(sort) => t(`authors.sorts.${sort}`)} onChange={(value) => setFilter('sort', value)} />
    </>
  );

  return (
    <FilteredList kind="series" filters={filterBar} urlFilters={urlFilters} list={series}>
      {(items) => (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => <SeriesCard key={item.id} series={item} />)}
        </div>
      )}
    </FilteredList>
  );
}
