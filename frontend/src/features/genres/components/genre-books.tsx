import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookGrid } from '@/components/book/book-card';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { SubjectLoadFailure } from '@/components/catalogue/missing-subject';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { teaser } from '@/lib/page-head/schema-org';
import { useLocale } from '@/lib/use-locale';
import { useGenreWithBooks } from '../api/get-genres';
import { ListResults } from '@/components/ui/list-results';

/** A genre's name, book count and its books with load-more; used by /genres?genre= and /genres/{id}. */
export function GenreBooks({ idOrSlug, headerAction }: { idOrSlug: string; headerAction?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const genre = useGenreWithBooks(idOrSlug, locale);
  if (genre.isPending) return <><PageTitle page={undefined} /><LoadingState /></>;
  if (genre.isError) return <SubjectLoadFailure subject="genre" error={genre.error} onRetry={() => void genre.refetch()} />;
  const pages = genre.data.pages;
  const first = pages[0];
  const books = pages.flatMap((page) => page.books.items);
  const total = pages.at(-1)?.books.total ?? 0;
  return (
    <section>
      <PageHeader
        title={first?.name ?? ''}
        subtitle={t('genres.bookCount', { count: first?.bookCount ?? total })}
        head={{ description: teaser(first?.description) ?? t('genres.bookCount', { count: first?.bookCount ?? total }), image: first?.image ?? undefined }}
      >
        {headerAction}
      </PageHeader>
      {books.length === 0 ? (
        <EmptyState title={t('books.empty')} />
      ) : (
        <ListResults>
          <BookGrid books={books} eagerCount={6} />
          <LoadMore shown={books.length} total={total} hasMore={genre.hasNextPage} isLoading={genre.isFetchingNextPage} onLoadMore={() => void genre.fetchNextPage()} />
        </ListResults>
      )}
    </section>
  );
}
