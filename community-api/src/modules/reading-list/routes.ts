import { Router } from 'express';
import { z } from 'zod';
import {
  ok,
  paged,
  readingListAddSchema,
  readingListQuerySchema,
  readingListUpdateSchema,
  type ReadingListAdd,
  type ReadingListQuery,
  type ReadingListUpdate,
} from '@starshelf/contract';
import { getBookSummaries, resolveCatalogueId } from '@starshelf/cms/catalogue';
import { AppError } from '../../http/app-error.js';
import { currentUser } from '../../http/request-context.js';
import { validate } from '../../http/validate.js';
import { localeOf, readLocale } from '../catalogue/locale.js';
import type { ReadingListRepository } from './repository.js';

const bookParamsSchema = z.object({ bookId: z.coerce.number().int().positive().max(2_147_483_647) });

// Every route here is 'signed-in' in the permission table, so a user is always present.
export function readingListRoutes(entries: ReadingListRepository): Router {
  const router = Router();
  router.use('/reading-list', readLocale);

  router.get('/reading-list', validate({ query: readingListQuerySchema }), async (req, res) => {
    const { status, page, limit } = req.query as unknown as ReadingListQuery;
    const { rows, total } = await entries.page(currentUser(req)!.id, status, page, limit);
    const books = new Map((await getBookSummaries(rows.map((row) => row.bookId), localeOf(res))).map((book) => [book.id, book]));
    const items = rows.map((row) => ({ ...row, book: books.get(row.bookId) ?? null }));
    res.json(ok(paged(items, total, page, limit)));
  });

  router.post('/reading-list', validate({ body: readingListAddSchema }), async (req, res) => {
    const { bookId, status } = req.body as ReadingListAdd;
    if ((await resolveCatalogueId('books', bookId)) === null) throw new AppError('NOT_FOUND', 404, 'Book not found');
    const entry = await entries.add(currentUser(req)!.id, bookId, status);
    if (!entry) throw new AppError('CONFLICT', 409, 'The book is already in the reading list');
    res.status(201).json(ok(entry));
  });

  router.patch('/reading-list/:bookId', validate({ params: bookParamsSchema, body: readingListUpdateSchema }), async (req, res) => {
    const { bookId } = req.params as unknown as { bookId: number };
    const entry = await entries.update(currentUser(req)!.id, bookId, (req.body as ReadingListUpdate).status);
    if (!entry) throw new AppError('NOT_FOUND', 404, 'The book is not in the reading list');
    res.json(ok(entry));
  });

  router.delete('/reading-list/:bookId', validate({ params: bookParamsSchema }), async (req, res) => {
    const { bookId } = req.params as unknown as { bookId: number };
    if (!(await entries.remove(currentUser(req)!.id, bookId))) throw new AppError('NOT_FOUND', 404, 'The book is not in the reading list');
    res.status(204).end();
  });

  return router;
}
