import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Paged } from '@starshelf/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListResults } from '@/components/ui/list-results';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { flattenPages } from '@/lib/api/infinite';

type FilteredListProps<T> = {
  title: string;
  subtitle: string;
  /** The list's filter selects, in the order the bar shows them. */
  filters: ReactNode;
  isFiltered: boolean;
  onReset: () => void;
  /** What follows the reset button in the bar (the books' mood filter). */
  afterReset?: ReactNode;
  list: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  errorTitle: string;
  emptyTitle: string;
  /** The cards of the items loaded so far. */
  children: (items: T[]) => ReactNode;
};

/** A catalogue list page (books, authors, series): its filter bar, then the cards page by page. */
export function FilteredList<T>({ title, subtitle, filters, isFiltered, onReset, afterReset, list, errorTitle, emptyTitle, children }: FilteredListProps<T>) {
  const { t } = useTranslation();
  const { items, total } = flattenPages(list.data?.pages);
  return (
    <section>
      <PageHeader title={title} subtitle={subtitle} head={{ description: subtitle }} />
      <div className="mb-8 flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-4">
        {filters}
        {isFiltered && <Button variant="ghost" onClick={onReset}>{t('common.reset')}</Button>}
        {afterReset}
      </div>
      {list.isPending && <LoadingState />}
      {list.isError && <ErrorState error={list.error} title={errorTitle} onRetry={() => void list.refetch()} />}
      {list.isSuccess && items.length === 0 && <EmptyState title={emptyTitle} />}
      {items.length > 0 && (
        <ListResults>
          {children(items)}
          <LoadMore shown={items.length} total={total} hasMore={list.hasNextPage} isLoading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
        </ListResults>
      )}
    </section>
  );
}

const RATINGS = [1, 2, 3, 4, 5] as const;

/** The minimum-rating filter every catalogue list offers. */
export function MinRatingFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <FilterSelect label={t('rating.minRating')} value={value} anyLabel={t('common.any')} onChange={onChange}
      options={RATINGS.map((rating) => ({ value: String(rating), label: t('rating.atLeast', { value: rating }) }))} />
  );
}

/**
 * The sort select: `fallback` is the list's own order, which the address leaves out (an empty
 * filter), so the default page keeps its plain address.
 */
export function SortFilter<Sort extends string>({ value, fallback, sorts, label, onChange }: {
  value: string;
  fallback: Sort;
  sorts: readonly Sort[];
  label: (sort: Sort) => string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterSelect label={t('common.sortBy')} value={value || fallback} onChange={(chosen) => onChange(chosen === fallback ? '' : chosen)}
      options={sorts.map((sort) => ({ value: sort, label: label(sort) }))} />
  );
}
