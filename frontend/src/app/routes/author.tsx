import { useParams } from 'react-router-dom';
import { AuthorDetailView } from '@/features/authors/components/author-detail';

export function AuthorRoute() {
  const { slug = '' } = useParams();
  return <AuthorDetailView slug={slug} />;
}
