import { AUTHOR_LIST_FILTERS, type AuthorDetail, type AuthorSummary } from '@starshelf/contract';
import { catalogueQueries } from '@/lib/api/catalogue-queries';

export const AUTHOR_SORTS = ['name_asc', 'name_desc', 'rating', 'books'] as const;
/** The list's filters, as its address carries them (the contract's, which the server's page cache keys on too). */
export const AUTHOR_FILTER_KEYS = AUTHOR_LIST_FILTERS;
export type AuthorFilters = Record<(typeof AUTHOR_FILTER_KEYS)[number], string>;

export const {
  listOptions: authorsInfiniteOptions,
  useList: useAuthors,
  detailOptions: authorQueryOptions,
  useDetail: useAuthor,
} = catalogueQueries<AuthorSummary, AuthorDetail, AuthorFilters>('authors');
