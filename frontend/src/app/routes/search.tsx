import { useSearchParams } from 'react-router-dom';
import { SearchResults } from '@/features/search/components/search-results';

export function SearchRoute() {
  const [params] = useSearchParams();
  return <SearchResults query={params.get('q') ?? ''} />;
}
