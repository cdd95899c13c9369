import { z } from 'zod';
import { createEditionPatchSchema, createEditionSchema, editionRecordSchema, ok } from '@starshelf/contract';
import {
  AS_SYSTEM,
  createEdition,
  deleteEdition,
  listEditions,
  makePrimaryEdition,
  updateEdition,
} from '@starshelf/cms/catalogue';
import { route, type Route } from '../../http/route.js';
import { catalogueIdOf, viaCatalogue } from '../../http/catalogue-error.js';
import { idOrSlugParamsSchema, idParamsSchema } from '../../http/path-params.js';
import { localeQuerySchema, readerLocale } from '../../http/reader-locale.js';

const UNKNOWN_BOOK = [404, 'Unknown book'] as const;
const UNKNOWN_EDITION = [404, 'Unknown edition'] as const;

/**
 * The edition schemas are built per request (the year limit moves with the calendar), and a refused
 * body answers the first German message of docs/rules.md §5 as the error message. The writes are
 * SUPER_USER routes: the role is checked before we get here, so the catalogue is called as the system.
 */
export function editionRoutes(): Route[] {
  return [
    route({
      method: 'GET',
      path: '/books/:idOrSlug/editions',
      access: 'public',
      summary: "Editions, those in the reader's language first, then primary first",
      response: z.array(editionRecordSchema),
      params: idOrSlugParamsSchema,
      query: localeQuerySchema,
      errors: [UNKNOWN_BOOK],
      handler: async ({ params, query }, req, res) => {
        res.json(ok(await listEditions(await catalogueIdOf('books', params.idOrSlug), readerLocale(req, query.locale))));
      },
    }),

    route({
      method: 'POST',
      path: '/books/:idOrSlug/editions',
      access: 'SUPER_USER',
      summary: 'Create an edition (German messages)',
      response: editionRecordSchema,
      params: idOrSlugParamsSchema,
      body: createEditionSchema,
      bodyIssues: 'first-message',
      status: 201,
      errors: [UNKNOWN_BOOK],
      handler: async ({ params, body }, _req, res) => {
        const id = await catalogueIdOf('books', params.idOrSlug);
        res.status(201).json(ok(await viaCatalogue(() => createEdition(id, body, AS_SYSTEM))));
      },
    }),

    route({
      method: 'PATCH',
      path: '/editions/:id',
      access: 'SUPER_USER',
      summary: 'Update an edition, or make it primary',
      response: editionRecordSchema,
      params: idParamsSchema,
      body: createEditionPatchSchema,
      bodyIssues: 'first-message',
      errors: [UNKNOWN_EDITION],
      handler: async ({ params: { id }, body: patch }, _req, res) => {
        const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
        const isOnlyMakePrimary = Object.keys(changes).length === 1 && changes.isPrimaryEdition === true;
        const edition = await viaCatalogue(() => (isOnlyMakePrimary ? makePrimaryEdition(id, AS_SYSTEM) : updateEdition(id, changes, AS_SYSTEM)));
        res.json(ok(edition));
      },
    }),

    route({
      method: 'DELETE',
      path: '/editions/:id',
      access: 'SUPER_USER',
      summary: 'Delete a non-primary edition',
      answers: 'no-content',
      params: idParamsSchema,
      status: 204,
      errors: [UNKNOWN_EDITION, [409, 'PRIMARY_EDITION']],
      handler: async ({ params: { id } }, _req, res) => {
        await viaCatalogue(() => deleteEdition(id, AS_SYSTEM));
        res.status(204).end();
      },
    }),
  ];
}
