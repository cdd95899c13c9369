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
  /** Whose texts the page shows: `<kind>.title`, `.subtitle`, `.errorLoading` and `.empty`. */
  kind: 'books' | 'authors' | 'series';
  /** The list's filter selects, in the order the bar shows them. */
  filters: ReactNode;
  /** The list's address filters (`useUrlFilters`): whether any is set, and how to clear them. */
  urlFilters: { isFiltered: boolean; reset: () => void };
  /** What follows the reset button in the bar (the books' mood filter). */
  afterReset?: ReactNode;
  list: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  /** The cards of the items loaded so far. */
  children: (items: T[]) => ReactNode;
};

/** A catalogue list page (books, authors, series): its filter bar, then the cards page by page. */
export function FilteredList<T>({ kind, filters, urlFilters, afterReset, list, children }: FilteredListProps<T>) {
  const { t } = useTranslation();
  const { items, total } = flattenPages(list.data?.pages);
  const subtitle = t(`${kind}.subtitle`);
  return (
    <section>
      <PageHeader title={t(`${kind}.title`)} subtitle={subtitle} head={{ description: subtitle }} />
      <div className="mb-8 flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-4">
        {filters}
        {urlFilters.isFiltered && <Button variant="ghost" onClick={urlFilters.reset}>{t('common.reset')}</Button>}
        {afterReset}
      </div>
      {list.isPending && <LoadingState />}
      {list.isError && <ErrorState error={list.error} title={t(`${kind}.errorLoading`)} onRetry={() => void list.refetch()} />}
      {list.isSuccess && items.length === 0 && <EmptyState title={t(`${kind}.empty`)} />}
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

/** A select of fixed options, each shown as `optionLabel` names it. */
type OptionsProps<Option extends string> = {
  value: string;
  options: readonly Option[];
  optionLabel: (option: Option) => string;
  onChange: (value: string) => void;
};

const choicesOf = <Option extends string>({ options, optionLabel }: OptionsProps<Option>) => options.map((option) => ({ value: option, label: optionLabel(option) }));

/**
 * The sort select: `fallback` is the list's own order, which the address leaves out (an empty
 * filter), so the default page keeps its plain address.
 */
export function SortFilter<Sort extends string>(props: OptionsProps<Sort> & { fallback: Sort }) {
  const { t } = useTranslation();
  const { value, fallback, onChange } = props;
  return <FilterSelect label={t('common.sortBy')} value={value || fallback} onChange={(chosen) => onChange(chosen === fallback ? '' : chosen)} options={choicesOf(props)} />;
}

/** A filter of fixed options: `value` is one of them or empty (any). */
export function OptionsFilter<Option extends string>(props: OptionsProps<Option> & { label: string }) {
  const { t } = useTranslation();
  return <FilterSelect label={props.label} value={props.value} anyLabel={t('common.any')} onChange={props.onChange} options={choicesOf(props)} />;
}
