import { z } from 'zod';
import { ok, paged, pagedSchema, readingListAddSchema, readingListEntrySchema, readingListItemSchema, readingListQuerySchema, readingListUpdateSchema } from '@starshelf/contract';
import { getBookSummaries, resolveCatalogueId } from '@starshelf/cms/catalogue';
import { AppError } from '../../http/app-error.js';
import type { RateLimiters } from '../../http/rate-limit.js';
import { route, type Route } from '../../http/route.js';
import { localeQuerySchema, readerLocale } from '../../http/reader-locale.js';
import type { Clock } from '../../lib/clock.js';
import { goodreadsExportRoute, type GoodreadsExporter } from './goodreads-export.js';
import type { ReadingListRepository } from './repository.js';

const bookParamsSchema = z.object({ bookId: z.coerce.number().int().positive().max(2_147_483_647) });
const NOT_LISTED = [404, 'The book is not in the reading list'] as const;

type Deps = { entries: ReadingListRepository; exporter: GoodreadsExporter; clock: Clock; limiters: RateLimiters };

export function readingListRoutes({ entries, exporter, clock, limiters }: Deps): Route[] {
  const member = { access: 'signed-in' } as const;

  return [
    goodreadsExportRoute(exporter, clock, limiters),

    route({
      ...member,
      method: 'GET',
      path: '/reading-list',
      summary: 'The reading list, paged',
      response: pagedSchema(readingListItemSchema),
      query: readingListQuerySchema.extend(localeQuerySchema.shape),
      handler: async ({ query: { status, page, limit, locale }, user }, req, res) => {
        const { rows, total } = await entries.page(user.id, status, page, limit);
        const books = new Map((await getBookSummaries(rows.map((row) => row.bookId), readerLocale(req, locale))).map((book) => [book.id, book]));
        const items = rows.map((row) => ({ ...row, book: books.get(row.bookId) ?? null }));
        res.json(ok(paged(items, total, page, limit)));
      },
    }),

    route({
      ...member,
      method: 'POST',
      path: '/reading-list',
      summary: 'Add a book (default to_read)',
      response: readingListEntrySchema,
      body: readingListAddSchema,
      status: 201,
      errors: [[404, 'Unknown book'], [409, 'Already listed']],
      handler: async ({ body: { bookId, status }, user }, _req, res) => {
        if ((await resolveCatalogueId('books', bookId)) === null) throw new AppError('NOT_FOUND', 404, 'Book not found');
        const entry = await entries.add(user.id, bookId, status);
        if (!entry) throw new AppError('CONFLICT', 409, 'The book is already in the reading list');
        res.status(201).json(ok(entry));
      },
    }),

    route({
      ...member,
      method: 'PATCH',
      path: '/reading-list/:bookId',
      summary: 'Change the status',
      response: readingListEntrySchema,
      params: bookParamsSchema,
      body: readingListUpdateSchema,
      errors: [NOT_LISTED],
      handler: async ({ params: { bookId }, body, user }, _req, res) => {
        const entry = await entries.update(user.id, bookId, body.status);
        if (!entry) throw new AppError('NOT_FOUND', 404, 'The book is not in the reading list');
        res.json(ok(entry));
      },
    }),

    route({
      ...member,
      method: 'DELETE',
      path: '/reading-list/:bookId',
      summary: 'Remove a book',
      answers: 'no-content',
      params: bookParamsSchema,
      status: 204,
      errors: [NOT_LISTED],
      handler: async ({ params: { bookId }, user }, _req, res) => {
        if (!(await entries.remove(user.id, bookId))) throw new AppError('NOT_FOUND', 404, 'The book is not in the reading list');
        res.status(204).end();
      },
    }),
  ];
}
