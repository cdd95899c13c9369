import { z } from 'zod';
import { cursorPagedSchema } from '../paging.js';
import { bookSummarySchema } from './books.js';
import { described, named } from './shapes.js';

/** GET /api/genres lists these; a genre page starts with one. */
export const genreSummarySchema = z
  .object({ ...named, ...described, bookCount: z.number().int() })
  .meta({ id: 'GenreSummary' });
export type GenreSummary = z.infer<typeof genreSummarySchema>;

/** GET /api/genres/{idOrSlug}: the genre and one page of its books. */
export const genreWithBooksSchema = genreSummarySchema
  .extend({ books: cursorPagedSchema(bookSummarySchema) })
  .meta({ id: 'GenreWithBooks' });
export type GenreWithBooks = z.infer<typeof genreWithBooksSchema>;
