import { z } from 'zod';
import {
  AUTHOR_GENDERS,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  NATIVE_LANGUAGES,
  READING_STATUSES,
} from '@starshelf/contract';
import { BOOK_SORTS, LIST_SORTS, SERIES_SIZES, SERIES_STATUSES } from '@starshelf/cms/catalogue';

// Past this a page is certainly empty; refusing it keeps OFFSET arithmetic sane (page=1e9 → 400).
const MAX_PAGE = 100_000;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

const minRating = z.coerce.number().min(1).max(5).optional();

export const booksQuerySchema = listQuerySchema.extend({
  genre: z.string().trim().min(1).max(200).optional(),
  year: z.coerce.number().int().min(0).max(9999).optional(),
  minRating,
  status: z.enum([...READING_STATUSES, 'not_in_list']).optional(),
  sort: z.enum(BOOK_SORTS).default('newest'),
});
export type BooksQuery = z.output<typeof booksQuerySchema>;

export const authorsQuerySchema = listQuerySchema.extend({
  nativeLanguage: z.enum(NATIVE_LANGUAGES).optional(),
  gender: z.enum(AUTHOR_GENDERS).optional(),
  minRating,
  sort: z.enum(LIST_SORTS).default('name_asc'),
});
export type AuthorsQuery = z.output<typeof authorsQuerySchema>;

export const seriesQuerySchema = listQuerySchema.extend({
  size: z.enum(SERIES_SIZES).optional(),
  status: z.enum(SERIES_STATUSES).optional(),
  minRating,
  sort: z.enum(LIST_SORTS).default('name_asc'),
});
export type SeriesQuery = z.output<typeof seriesQuerySchema>;

export const genreBooksQuerySchema = listQuerySchema.extend({ sort: z.enum(BOOK_SORTS).default('newest') });

export const idOrSlugParamsSchema = z.object({ idOrSlug: z.string().trim().min(1).max(300) });
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
