import { useTranslation } from 'react-i18next';
import { BookGrid } from '@/components/book/book-card';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import type { Ref } from '@starshelf/contract';
import { flattenPages } from '@/lib/api/infinite';
import { useLocale } from '@/lib/use-locale';
import { useUrlFilters } from '@/lib/use-url-filters';
import { BOOK_FILTER_KEYS, BOOK_SORTS, BOOK_STATUSES, effectiveBookFilters, useBooks } from '../api/get-books';
import { ListResults } from '@/components/ui/list-results';
import { MoodFilter } from './mood-filter';
import { parseMoodParam } from '../mood-param';

const RATINGS = [1, 2, 3, 4, 5] as const;
const THIS_YEAR = new Date().getFullYear();
// Publication years offered in the filter: the last 80 years, newest first.
const YEARS = Array.from({ length: 80 }, (_, index) => String(THIS_YEAR - index));

type BooksListProps = { genres: readonly Pick<Ref, 'id' | 'slug' | 'name'>[]; isSignedIn: boolean };

export function BooksList({ genres, isSignedIn }: BooksListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { filters, setFilter, reset, isFiltered } = useUrlFilters(BOOK_FILTER_KEYS);
  const moods = parseMoodParam(filters.mood);
  const books = useBooks(effectiveBookFilters(filters, isSignedIn), locale);
  const { items, total } = flattenPages(books.data?.pages);

  return (
    <section>
      <PageHeader title={t('books.title')} subtitle={t('books.subtitle')} head={{ description: t('books.subtitle') }} />
      <div className="mb-8 flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-4">
        <FilterSelect label={t('books.genre')} value={filters.genre} anyLabel={t('common.any')} onChange={(value) => setFilter('genre', value)}
          options={genres.map((genre) => ({ value: genre.slug || String(genre.id), label: genre.name }))} />
        <FilterSelect label={t('books.year')} value={filters.year} anyLabel={t('common.any')} onChange={(value) => setFilter('year', value)}
          options={YEARS.map((year) => ({ value: year, label: year }))} />
        <FilterSelect label={t('rating.minRating')} value={filters.minRating} anyLabel={t('common.any')} onChange={(value) => setFilter('minRating', value)}
          options={RATINGS.map((value) => ({ value: String(value), label: t('rating.atLeast', { value }) }))} />
        {isSignedIn && (
          <FilterSelect label={t('books.status')} value={filters.status} anyLabel={t('common.any')} onChange={(value) => setFilter('status', value)}
            options={BOOK_STATUSES.map((status) => ({ value: status, label: t(`books.statuses.${status}`) }))} />
        )}
        <FilterSelect label={t('common.sortBy')} value={filters.sort || 'newest'} onChange={(value) => setFilter('sort', value === 'newest' ? '' : value)}
          options={BOOK_SORTS.map((sort) => ({ value: sort, label: t(`books.sorts.${sort}`) }))} />
        {isFiltered && <Button variant="ghost" size="md" onClick={reset}>{t('common.reset')}</Button>}
        <MoodFilter selected={moods} onChange={(value) => setFilter('mood', value)} />
      </div>
      {books.isPending && <LoadingState />}
      {books.isError && <ErrorState error={books.error} title={t('books.errorLoading')} onRetry={() => void books.refetch()} />}
      {books.isSuccess && items.length === 0 && <EmptyState title={t('books.empty')} />}
      {items.length > 0 && (
        <ListResults>
          <BookGrid books={items} eagerCount={6} />
          <LoadMore shown={items.length} total={total} hasMore={books.hasNextPage} isLoading={books.isFetchingNextPage} onLoadMore={() => void books.fetchNextPage()} />
        </ListResults>
      )}
    </section>
  );
}
