import { AUTHOR_GENDERS, NATIVE_LANGUAGES } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { FilteredList, MinRatingFilter, OptionsFilter, SortFilter } from '@/components/catalogue/filtered-list';
import { languageName } from '@/lib/language-name';
import { useLocale } from '@/lib/use-locale';
import { useUrlFilters } from '@/lib/use-url-filters';
import { AUTHOR_FILTER_KEYS, AUTHOR_SORTS, useAuthors } from '../api/get-authors';
import { AuthorCard } from './author-card';

export function AuthorsList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const urlFilters = useUrlFilters(AUTHOR_FILTER_KEYS);
  const { filters, setFilter } = urlFilters;
  const authors = useAuthors(filters, locale);
  const filterBar = (
    <>
      <OptionsFilter label={t('authors.nativeLanguage')} value={filters.nativeLanguage} options={NATIVE_LANGUAGES} optionLabel={(code) => languageName(code, locale)} onChange={(value) => setFilter('nativeLanguage', value)} />
      <OptionsFilter label={t('authors.gender')} value={filters.gender} options={AUTHOR_GENDERS} optionLabel={(gender) => t(`authors.genders.${gender}`)} onChange={(value) => setFilter('gender', value)} />
      <MinRatingFilter value={filters.minRating} onChange={(value) => setFilter('minRating', value)} />
      <SortFilter value={filters.sort} fallback="name_asc" options={AUTHOR_SORTS} optionLabel={(sort) => t(`authors.sorts.${sort}`)} onChange={(value) => setFilter('sort', value)} />
    </>
  );

  return (
    <FilteredList kind="authors" filters={filterBar} urlFilters={urlFilters} list={authors}>
      {(items) => (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
          {items.map((author) => <AuthorCard key={author.id} author={author} />)}
        </div>
      )}
    </FilteredList>
  );
}
