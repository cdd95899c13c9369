import { Router } from 'express';
import type { z } from 'zod';
import { createEditionPatchSchema, createEditionSchema, ok, toFieldIssues } from '@starshelf/contract';
import {
  AS_SYSTEM,
  createEdition,
  deleteEdition,
  listEditions,
  makePrimaryEdition,
  resolveCatalogueId,
  updateEdition,
} from '@starshelf/cms/catalogue';
import { AppError } from '../../http/app-error.js';
import { validate } from '../../http/validate.js';
import { notFound, viaCatalogue } from '../catalogue/catalogue-error.js';
import { idOrSlugParamsSchema, idParamsSchema } from '../catalogue/schemas.js';

/**
 * Parses with a schema built for this request's date (the year limit moves with the calendar)
 * and answers the first German message of SPEC.md §5 as the error message.
 */
function parseEdition<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const details = toFieldIssues(result.error);
  throw new AppError('VALIDATION_FAILED', 400, details[0]?.message ?? 'Ungültige Eingabe', details);
}

// POST/PATCH/DELETE are SUPER_USER rows of the permission table: the role is checked before we
// get here, so the catalogue is called as the system.
export function editionRoutes(): Router {
  const router = Router();

  const bookId = async (idOrSlug: string) => {
    const id = await resolveCatalogueId('books', idOrSlug);
    if (id === null) throw notFound('Book');
    return id;
  };

  router.get('/books/:idOrSlug/editions', validate({ params: idOrSlugParamsSchema }), async (req, res) => {
    res.json(ok(await listEditions(await bookId((req.params as { idOrSlug: string }).idOrSlug))));
  });

  router.post('/books/:idOrSlug/editions', validate({ params: idOrSlugParamsSchema }), async (req, res) => {
    const id = await bookId((req.params as { idOrSlug: string }).idOrSlug);
    const input = parseEdition(createEditionSchema(new Date()), req.body);
    res.status(201).json(ok(await viaCatalogue(() => createEdition(id, input, AS_SYSTEM))));
  });

  router.patch('/editions/:id', validate({ params: idParamsSchema }), async (req, res) => {
    const { id } = req.params as unknown as { id: number };
    const patch = parseEdition(createEditionPatchSchema(new Date()), req.body);
    const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const isOnlyMakePrimary = Object.keys(changes).length === 1 && changes.isPrimaryEdition === true;
    const edition = await viaCatalogue(() => (isOnlyMakePrimary ? makePrimaryEdition(id, AS_SYSTEM) : updateEdition(id, changes, AS_SYSTEM)));
    res.json(ok(edition));
  });

  router.delete('/editions/:id', validate({ params: idParamsSchema }), async (req, res) => {
    const { id } = req.params as unknown as { id: number };
    await viaCatalogue(() => deleteEdition(id, AS_SYSTEM));
    res.status(204).end();
  });

  return router;
}
