import { z } from 'zod';
import {
  AUTHOR_GENDERS,
  afterCursorSchema,
  BOOK_EDITION_VIEWS,
  DEFAULT_BOOK_EDITION_VIEW,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  NATIVE_LANGUAGES,
  READING_STATUSES,
  defaultedField,
  moodFilterSchema,
  optionalField,
} from '@starshelf/contract';
import { BOOK_SORTS, LIST_SORTS, SERIES_SIZES, SERIES_STATUSES } from '@starshelf/cms/catalogue';
import { localeQuerySchema } from '../../http/reader-locale.js';

// Past this a page is certainly empty; refusing it keeps OFFSET arithmetic sane (page=1e9 → 400).
const MAX_PAGE = 100_000;

export const listQuerySchema = z.object({
  page: defaultedField(z.coerce.number().int().min(1).max(MAX_PAGE), 1),
  limit: defaultedField(z.coerce.number().int().min(1).max(MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
});

const minRating = optionalField(z.coerce.number().min(1).max(5));

/** docs/api.md "Paging": the `next` of the page before; the page then starts after its last row. */
const after = optionalField(afterCursorSchema);

export const booksQuerySchema = listQuerySchema.extend({
  ...localeQuerySchema.shape,
  after,
  genre: optionalField(z.string().trim().min(1).max(200)),
  year: optionalField(z.coerce.number().int().min(0).max(9999)),
  minRating,
  /** docs/api.md "Moods": repeatable or comma-separated, every mood must hold; an unknown one is a 400. */
  mood: optionalField(moodFilterSchema),
  status: optionalField(z.enum([...READING_STATUSES, 'not_in_list'])),
  sort: defaultedField(z.enum(BOOK_SORTS), 'newest'),
});
export type BooksQuery = z.output<typeof booksQuerySchema>;

export const authorsQuerySchema = listQuerySchema.extend({
  ...localeQuerySchema.shape,
  after,
  nativeLanguage: optionalField(z.enum(NATIVE_LANGUAGES)),
  gender: optionalField(z.enum(AUTHOR_GENDERS)),
  minRating,
  sort: defaultedField(z.enum(LIST_SORTS), 'name_asc'),
});
export type AuthorsQuery = z.output<typeof authorsQuerySchema>;

/** A book's detail: `editions` says which of its editions it holds (decision 167). */
export const bookDetailQuerySchema = localeQuerySchema.extend({ editions: defaultedField(z.enum(BOOK_EDITION_VIEWS), DEFAULT_BOOK_EDITION_VIEW) });

/** An author's books page by page; their order is fixed (oldest first), as on the author's page. */
export const authorBooksQuerySchema = listQuerySchema.extend({ ...localeQuerySchema.shape });

export const seriesQuerySchema = listQuerySchema.extend({
  ...localeQuerySchema.shape,
  after,
  size: optionalField(z.enum(SERIES_SIZES)),
  status: optionalField(z.enum(SERIES_STATUSES)),
  minRating,
  sort: defaultedField(z.enum(LIST_SORTS), 'name_asc'),
});
export type SeriesQuery = z.output<typeof seriesQuerySchema>;

export const genreBooksQuerySchema = listQuerySchema.extend({ ...localeQuerySchema.shape, after, sort: defaultedField(z.enum(BOOK_SORTS), 'newest') });
