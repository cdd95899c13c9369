import { BooksList } from '@/features/books/components/books-list';
import { useGenres } from '@/features/genres/api/get-genres';
import { useSignedInUser } from '@/lib/auth/get-current-user';
import { useLocale } from '@/lib/use-locale';

export function BooksRoute() {
  const genres = useGenres(useLocale());
  const isSignedIn = useSignedInUser() !== null;
  return <BooksList genres={genres.data ?? []} isSignedIn={isSignedIn} />;
}
