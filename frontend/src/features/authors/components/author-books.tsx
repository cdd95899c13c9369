import type { AuthorDetail } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { BookGrid } from '@/components/book/book-card';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { flattenPages } from '@/lib/api/infinite';
import { useLocale } from '@/lib/use-locale';
import { useAuthorBooks } from '../api/get-author-books';

/** The author's books, oldest first: the detail's first page, then "Load more" (decision 134). */
export function AuthorBooks({ author }: { author: AuthorDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const books = useAuthorBooks(author, locale);
  const { items, total } = flattenPages(books.data.pages);
  return (
    <section aria-labelledby="author-books-heading">
      <h2 id="author-books-heading" className="mb-1 font-display text-2xl font-bold text-fg">{t('authors.books')}</h2>
      <p className="mb-6 text-sm text-muted">{t('authors.bookCount', { count: total })}</p>
      {items.length === 0 ? (
        <EmptyState title={t('books.empty')} />
      ) : (
        <>
          <BookGrid books={items} />
          {books.isFetchNextPageError ? (
            <ErrorState error={books.error} onRetry={() => void books.fetchNextPage()} />
          ) : (
            <LoadMore shown={items.length} total={total} hasMore={books.hasNextPage} isLoading={books.isFetchingNextPage} onLoadMore={() => void books.fetchNextPage()} />
          )}
        </>
      )}
    </section>
  );
}
