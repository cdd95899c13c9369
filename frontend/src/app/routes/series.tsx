import { SeriesList } from '@/features/series/components/series-list';

export function SeriesRoute() {
  return <SeriesList />;
}
