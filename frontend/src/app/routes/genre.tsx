import { useParams } from 'react-router-dom';
import { GenreBooks } from '@/features/genres/components/genre-books';

export function GenreRoute() {
  const { id = '' } = useParams();
  return <GenreBooks idOrSlug={id} />;
}
