import { useParams } from 'react-router-dom';
import { SeriesDetailView } from '@/features/series/components/series-detail';

export function SeriesDetailRoute() {
  const { slug = '' } = useParams();
  return <SeriesDetailView slugOrId={slug} />;
}
