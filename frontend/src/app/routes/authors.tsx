import { AuthorsList } from '@/features/authors/components/authors-list';

export function AuthorsRoute() {
  return <AuthorsList />;
}
