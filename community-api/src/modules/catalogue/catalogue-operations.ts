import { z } from 'zod';
import { createEditionPatchSchema, createEditionSchema, errorEnvelopeSchema, ratingInputSchema, readingListAddSchema, readingListQuerySchema, readingListUpdateSchema } from '@starshelf/contract';
import type { Operation } from '../../http/openapi.js';
import { authorWriteSchema, awardWriteSchema, bookAwardsSchema, bookWriteSchema, genreWriteSchema, seriesWriteSchema } from '../catalogue-writes/schemas.js';
import { authorsQuerySchema, booksQuerySchema, genreBooksQuerySchema, listQuerySchema, seriesQuerySchema } from './schemas.js';

const ERROR = (status: number, description: string) => ({ status, description, schema: errorEnvelopeSchema });
const OK = (description: string, status = 200) => ({ status, description });
const searchQuery = z.object({ q: z.string().optional(), limit: z.coerce.number().int().optional(), locale: z.string().optional() });
const read = (summary: string, query?: z.ZodObject): Operation => ({
  summary,
  ...(query ? { query } : {}),
  answers: [OK(summary), ERROR(400, 'Malformed query'), ERROR(404, 'Unknown id or slug')],
});
const write = (summary: string, body: z.ZodType | undefined, status = 200): Operation => ({
  summary,
  ...(body ? { body } : {}),
  answers: [OK(summary, status), ERROR(400, 'Invalid input'), ERROR(401, 'Anonymous'), ERROR(403, 'Not SUPER_USER'), ERROR(404, 'Unknown id')],
});
const signedIn = (summary: string, body: z.ZodType | undefined, status = 200, conflict = false): Operation => ({
  summary,
  ...(body ? { body } : {}),
  answers: [OK(summary, status), ERROR(400, 'Invalid input'), ERROR(401, 'Anonymous'), ERROR(404, 'Unknown item'), ...(conflict ? [ERROR(409, 'Already listed')] : [])],
});

/** The OpenAPI entries of issue 5's routes; merged into the document by http/openapi.ts. */
export const CATALOGUE_OPERATIONS: Record<string, Operation> = {
  'GET /api/home': read('Hero, featured books and authors, popular series, genres'),
  'GET /api/search': read('Search all five types', searchQuery),
  'GET /api/books/search': read('Book autocomplete (at most 12)', searchQuery),
  'GET /api/authors/search': read('Author autocomplete (at most 8)', searchQuery),
  'GET /api/series/search': read('Series autocomplete (at most 6)', searchQuery),
  'GET /api/genres/search': read('Genre autocomplete (at most 6)', searchQuery),
  'GET /api/awards/search': read('Award autocomplete (at most 6)', searchQuery),
  'GET /api/books': read('Books with filters, sorts and paging', booksQuerySchema),
  'GET /api/books/:idOrSlug': read('The full book'),
  'GET /api/books/:idOrSlug/modal-data': read('Book, ratings, reading status and the member rating'),
  'GET /api/books/:idOrSlug/reviews': read('Paged book reviews', listQuerySchema),
  'GET /api/books/:idOrSlug/editions': read('Editions, primary first'),
  'GET /api/authors': read('Authors with filters, sorts and paging', authorsQuerySchema),
  'GET /api/authors/:idOrSlug': read('Author with books'),
  'GET /api/authors/:idOrSlug/reviews': read('Paged author reviews', listQuerySchema),
  'GET /api/series': read('Series with filters, sorts and paging', seriesQuerySchema),
  'GET /api/series/:idOrSlug': read('Series with its books in order'),
  'GET /api/genres': read('All genres with book counts'),
  'GET /api/genres/:idOrSlug': read('Genre with paged books', genreBooksQuerySchema),
  'GET /api/awards': read('All awards'),
  'GET /api/awards/:idOrSlug': read('Award with winners and nominees by year and category'),
  'POST /api/books/:idOrSlug/ratings': signedIn('Rate (and review) a book; a second call updates', ratingInputSchema),
  'DELETE /api/books/:idOrSlug/ratings': signedIn('Remove the member rating', undefined, 204),
  'POST /api/authors/:idOrSlug/ratings': signedIn('Rate (and review) an author', ratingInputSchema),
  'DELETE /api/authors/:idOrSlug/ratings': signedIn('Remove the member rating', undefined, 204),
  'GET /api/reading-list': { summary: 'The reading list, paged', query: readingListQuerySchema, answers: [OK('Entries with books'), ERROR(401, 'Anonymous')] },
  'POST /api/reading-list': signedIn('Add a book (default to_read)', readingListAddSchema, 201, true),
  'PATCH /api/reading-list/:bookId': signedIn('Change the status', readingListUpdateSchema),
  'DELETE /api/reading-list/:bookId': signedIn('Remove a book', undefined, 204),
  'POST /api/books/:idOrSlug/editions': write('Create an edition (German messages)', createEditionSchema(), 201),
  'PATCH /api/editions/:id': write('Update an edition, or make it primary', createEditionPatchSchema()),
  'DELETE /api/editions/:id': { ...write('Delete a non-primary edition', undefined, 204), answers: [OK('Deleted', 204), ERROR(403, 'Not SUPER_USER'), ERROR(404, 'Unknown id'), ERROR(409, 'PRIMARY_EDITION')] },
  'POST /api/books': write('Create a book in one locale', bookWriteSchema(), 201),
  'PATCH /api/books/:idOrSlug': write('Update a book in one locale', bookWriteSchema().partial()),
  'DELETE /api/books/:idOrSlug': write('Delete a book and its editions', undefined, 204),
  'PUT /api/books/:idOrSlug/awards': write("Replace the book's award links", bookAwardsSchema),
  'POST /api/authors': write('Create an author', authorWriteSchema, 201),
  'PATCH /api/authors/:idOrSlug': write('Update an author', authorWriteSchema.partial()),
  'DELETE /api/authors/:idOrSlug': write('Delete an author', undefined, 204),
  'POST /api/series': write('Create a series', seriesWriteSchema, 201),
  'PATCH /api/series/:idOrSlug': write('Update a series', seriesWriteSchema.partial()),
  'DELETE /api/series/:idOrSlug': write('Delete a series', undefined, 204),
  'POST /api/genres': write('Create a genre', genreWriteSchema, 201),
  'PATCH /api/genres/:idOrSlug': write('Update a genre', genreWriteSchema.partial()),
  'DELETE /api/genres/:idOrSlug': write('Delete a genre', undefined, 204),
  'POST /api/awards': write('Create an award', awardWriteSchema, 201),
  'PATCH /api/awards/:idOrSlug': write('Update an award', awardWriteSchema.partial()),
  'DELETE /api/awards/:idOrSlug': write('Delete an award', undefined, 204),
};
