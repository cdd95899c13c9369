import { useTranslation } from 'react-i18next';
import { BookGrid } from '@/components/book/book-card';
import { FilteredList, MinRatingFilter, OptionsFilter, SortFilter } from '@/components/catalogue/filtered-list';
import { FilterSelect } from '@/components/ui/filter-select';
import type { Ref } from '@starshelf/contract';
import { useLocale } from '@/lib/use-locale';
import { useUrlFilters } from '@/lib/use-url-filters';
import { BOOK_FILTER_KEYS, BOOK_SORTS, BOOK_STATUSES, effectiveBookFilters, useBooks } from '../api/get-books';
import { MoodFilter } from './mood-filter';
import { parseMoodParam } from '../mood-param';

const THIS_YEAR = new Date().getFullYear();
// Publication years offered in the filter: the last 80 years, newest first.
const YEARS = Array.from({ length: 80 }, (_, index) => String(THIS_YEAR - index));

type BooksListProps = { genres: readonly Pick<Ref, 'id' | 'slug' | 'name'>[]; isSignedIn: boolean };

export function BooksList({ genres, isSignedIn }: BooksListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const urlFilters = useUrlFilters(BOOK_FILTER_KEYS);
  const { filters, setFilter } = urlFilters;
  const moods = parseMoodParam(filters.mood);
  const books = useBooks(effectiveBookFilters(filters, isSignedIn), locale);
  const filterBar = (
    <>
      <FilterSelect label={t('books.genre')} value={filters.genre} anyLabel={t('common.any')} onChange={(value) => setFilter('genre', value)}
        options={genres.map((genre) => ({ value: genre.slug || String(genre.id), label: genre.name }))} />
      <OptionsFilter label={t('books.year')} value={filters.year} options={YEARS} optionLabel={(year) => year} onChange={(value) => setFilter('year', value)} />
      <MinRatingFilter value={filters.minRating} onChange={(value) => setFilter('minRating', value)} />
      {isSignedIn && (
        <OptionsFilter label={t('books.status')} value={filters.status} options={BOOK_STATUSES} optionLabel={(status) => t(`books.statuses.${status}`)} onChange={(value) => setFilter('status', value)} />
      )}
      <SortFilter value={filters.sort} fallback="newest" options={BOOK_SORTS} optionLabel={(sort) => t(`books.sorts.${sort}`)} onChange={(value) => setFilter('sort', value)} />
    </>
  );

  return (
    <FilteredList
      kind="books"
      filters={filterBar}
      urlFilters={urlFilters}
      afterReset={<MoodFilter selected={moods} onChange={(value) => setFilter('mood', value)} />}
      list={books}
    >
      {(items) => <BookGrid books={items} eagerCount={6} />}
    </FilteredList>
  );
}
