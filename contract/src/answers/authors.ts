import { z } from 'zod';
import { authorGenderSchema, nativeLanguageSchema } from '../enum-schemas.js';
import { bookSummarySchema } from './books.js';
import { named, rated } from './shapes.js';

/** An author card (GET /api/authors, home). `born`/`died` are free text: "c. 1920" occurs. */
export const authorSummarySchema = z
  .object({
    ...named,
    profileImageUrl: z.string().nullable(),
    nativeLanguage: nativeLanguageSchema.nullable(),
    gender: authorGenderSchema.nullable(),
    born: z.string().nullable(),
    died: z.string().nullable(),
    ...rated,
    bookCount: z.number().int(),
  })
  .meta({ id: 'AuthorSummary' });
export type AuthorSummary = z.infer<typeof authorSummarySchema>;

/**
 * How many of an author's books their detail carries; the rest come page by page from
 * GET /api/authors/{idOrSlug}/books (docs/decisions/134-an-authors-books-are-paged.md).
 */
export const AUTHOR_BOOKS_PAGE_SIZE = 24;

/**
 * GET /api/authors/{idOrSlug}: the card, the biography and the first AUTHOR_BOOKS_PAGE_SIZE books,
 * oldest first; `bookCount` counts them all.
 */
export const authorDetailSchema = authorSummarySchema
  .extend({ bio: z.string().nullable(), books: z.array(bookSummarySchema) })
  .meta({ id: 'AuthorDetail' });
export type AuthorDetail = z.infer<typeof authorDetailSchema>;
