import { AUTHOR_GENDERS, NATIVE_LANGUAGES } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { FilteredList, MinRatingFilter, SortFilter } from '@/components/catalogue/filtered-list';
import { FilterSelect } from '@/components/ui/filter-select';
import { languageName } from '@/lib/language-name';
import { useLocale } from '@/lib/use-locale';
import { useUrlFilters } from '@/lib/use-url-filters';
import { AUTHOR_FILTER_KEYS, AUTHOR_SORTS, useAuthors } from '../api/get-authors';
import { AuthorCard } from './author-card';

export function AuthorsList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { filters, setFilter, reset, isFiltered } = useUrlFilters(AUTHOR_FILTER_KEYS);
  const authors = useAuthors(filters, locale);

  return (
    <FilteredList
      title={t('authors.title')}
      subtitle={t('authors.subtitle')}
      filters={
        <>
          <FilterSelect label={t('authors.nativeLanguage')} value={filters.nativeLanguage} anyLabel={t('common.any')} onChange={(value) => setFilter('nativeLanguage', value)}
            options={NATIVE_LANGUAGES.map((code) => ({ value: code, label: languageName(code, locale) }))} />
          <FilterSelect label={t('authors.gender')} value={filters.gender} anyLabel={t('common.any')} onChange={(value) => setFilter('gender', value)}
            options={AUTHOR_GENDERS.map((gender) => ({ value: gender, label: t(`authors.genders.${gender}`) }))} />
          <MinRatingFilter value={filters.minRating} onChange={(value) => setFilter('minRating', value)} />
          <SortFilter value={filters.sort} fallback="name_asc" sorts={AUTHOR_SORTS} label={(sort) => t(`authors.sorts.${sort}`)} onChange={(value) => setFilter('sort', value)} />
        </>
      }
      isFiltered={isFiltered}
      onReset={reset}
      list={authors}
      errorTitle={t('authors.errorLoading')}
      emptyTitle={t('authors.empty')}
    >
      {(items) => (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
          {items.map((author) => <AuthorCard key={author.id} author={author} />)}
        </div>
      )}
    </FilteredList>
  );
}
