import { useParams } from 'react-router-dom';
import { AwardDetailView } from '@/features/awards/components/award-detail';

export function AwardRoute() {
  const { id = '' } = useParams();
  return <AwardDetailView id={id} headingLevel={1} />;
}
