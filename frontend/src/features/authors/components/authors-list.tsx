import { AUTHOR_GENDERS, NATIVE_LANGUAGES } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { flattenPages } from '@/lib/api/infinite';
import { languageName } from '@/lib/language-name';
import { useLocale } from '@/lib/use-locale';
import { useUrlFilters } from '@/lib/use-url-filters';
import { AUTHOR_FILTER_KEYS, AUTHOR_SORTS, useAuthors } from '../api/get-authors';
import { AuthorCard } from './author-card';
import { ListResults } from '@/components/ui/list-results';

export function AuthorsList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { filters, setFilter, reset, isFiltered } = useUrlFilters(AUTHOR_FILTER_KEYS);
  const authors = useAuthors(filters, locale);
  const { items, total } = flattenPages(authors.data?.pages);

  return (
    <section>
      <PageHeader title={t('authors.title')} subtitle={t('authors.subtitle')} head={{ description: t('authors.subtitle') }} />
      <div className="mb-8 flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-4">
        <FilterSelect label={t('authors.nativeLanguage')} value={filters.nativeLanguage} anyLabel={t('common.any')} onChange={(value) => setFilter('nativeLanguage', value)}
          options={NATIVE_LANGUAGES.map((code) => ({ value: code, label: languageName(code, locale) }))} />
        <FilterSelect label={t('authors.gender')} value={filters.gender} anyLabel={t('common.any')} onChange={(value) => setFilter('gender', value)}
          options={AUTHOR_GENDERS.map((gender) => ({ value: gender, label: t(`authors.genders.${gender}`) }))} />
        <FilterSelect label={t('rating.minRating')} value={filters.minRating} anyLabel={t('common.any')} onChange={(value) => setFilter('minRating', value)}
          options={[1, 2, 3, 4, 5].map((value) => ({ value: String(value), label: t('rating.atLeast', { value }) }))} />
        <FilterSelect label={t('common.sortBy')} value={filters.sort || 'name_asc'} onChange={(value) => setFilter('sort', value === 'name_asc' ? '' : value)}
          options={AUTHOR_SORTS.map((sort) => ({ value: sort, label: t(`authors.sorts.${sort}`) }))} />
        {isFiltered && <Button variant="ghost" onClick={reset}>{t('common.reset')}</Button>}
      </div>
      {authors.isPending && <LoadingState />}
      {authors.isError && <ErrorState error={authors.error} title={t('authors.errorLoading')} onRetry={() => void authors.refetch()} />}
      {authors.isSuccess && items.length === 0 && <EmptyState title={t('authors.empty')} />}
      {items.length > 0 && (
        <ListResults>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
            {items.map((author) => <AuthorCard key={author.id} author={author} />)}
          </div>
          <LoadMore shown={items.length} total={total} hasMore={authors.hasNextPage} isLoading={authors.isFetchingNextPage} onLoadMore={() => void authors.fetchNextPage()} />
        </ListResults>
      )}
    </section>
  );
}
