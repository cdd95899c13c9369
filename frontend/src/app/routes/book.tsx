import { useParams, useSearchParams } from 'react-router-dom';
import { BookDetailView } from '@/features/books/components/book-detail';

export function BookRoute() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  return <BookDetailView slug={slug} initialTab={params.get('tab') === 'reviews' ? 'reviews' : 'overview'} />;
}
