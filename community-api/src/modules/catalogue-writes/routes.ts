import { z } from 'zod';
import {
  authorDetailSchema,
  authorWriteSchema,
  awardDetailSchema,
  awardWriteSchema,
  bookAwardSchema,
  bookAwardsSchema,
  bookDetailSchema,
  bookWriteSchema,
  type CatalogueWriteSchema,
  DEFAULT_LOCALE,
  genreSummarySchema,
  genreWriteSchema,
  type Locale,
  ok,
  seriesDetailSchema,
  seriesWriteSchema,
} from '@starshelf/contract';
import {
  AS_SYSTEM,
  createBook,
  createCatalogueItem,
  existingIds,
  getAuthorDetail,
  getAwardDetail,
  getBookDetail,
  getGenre,
  getSeriesDetail,
  setBookAwards,
  trashCatalogueItem,
  updateBook,
  updateCatalogueItem,
  type WritableCollection,
} from '@starshelf/cms/catalogue';
import { AppError } from '../../http/app-error.js';
import { route, type Route } from '../../http/route.js';
import { catalogueIdOf, viaCatalogue } from '../../http/catalogue-error.js';
import { idOrSlugParamsSchema } from '../../http/path-params.js';

const partialOf = <T extends z.ZodObject>(schema: T) => schema.partial();

/** `awards` keeps its categories as rows of names; the rest is passed through as given. */
function toCmsData(collection: WritableCollection, input: Record<string, unknown>): Record<string, unknown> {
  const { locale: _locale, ...data } = input;
  if (collection === 'awards' && Array.isArray(data.categories)) data.categories = data.categories.map((name) => ({ name }));
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

const READERS: Record<WritableCollection, (id: number, locale: Locale) => Promise<unknown>> = {
  authors: getAuthorDetail,
  series: getSeriesDetail,
  genres: getGenre,
  awards: getAwardDetail,
};

// What a write answers: the item as its detail page reads it.
const ANSWERS: Record<WritableCollection, z.ZodType> = {
  authors: authorDetailSchema,
  series: seriesDetailSchema,
  genres: genreSummarySchema,
  awards: awardDetailSchema,
};

const SINGULAR: Record<WritableCollection, string> = { authors: 'an author', series: 'a series', genres: 'a genre', awards: 'an award' };

// Every route here is SUPER_USER (refused bodies keep their bare field paths); the catalogue runs as the system.
const write = { access: 'SUPER_USER', bodyIssues: 'bare' } as const;
const UNKNOWN = [404, 'Unknown id'] as const;
// A series that still holds books is not deleted (decision 065).
const DELETE_ERRORS: Record<WritableCollection, ReadonlyArray<readonly [number, string]>> = {
  authors: [UNKNOWN],
  series: [UNKNOWN, [409, 'The series still holds books']],
  genres: [UNKNOWN],
  awards: [UNKNOWN],
};

export function catalogueWriteRoutes(): Route[] {
  const books = [
    route({
      ...write,
      method: 'POST',
      path: '/books',
      summary: 'Create a book in one locale',
      response: bookDetailSchema,
      body: bookWriteSchema,
      status: 201,
      handler: async ({ body: { locale, ...data } }, _req, res) => {
        const book = await viaCatalogue(() => createBook(data, AS_SYSTEM, { locale }));
        res.status(201).json(ok(await getBookDetail(book.id, locale)));
      },
    }),

    route({
      ...write,
      method: 'PATCH',
      path: '/books/:idOrSlug',
      summary: 'Update a book in one locale',
      response: bookDetailSchema,
      params: idOrSlugParamsSchema,
      body: (now: Date) => partialOf(bookWriteSchema(now)),
      errors: [UNKNOWN],
      handler: async ({ params, body: { locale = DEFAULT_LOCALE, ...data } }, _req, res) => {
        const id = await catalogueIdOf('books', params.idOrSlug);
        await viaCatalogue(() => updateBook(id, data, AS_SYSTEM, { locale }));
        res.json(ok(await getBookDetail(id, locale)));
      },
    }),

    route({
      ...write,
      method: 'DELETE',
      path: '/books/:idOrSlug',
      summary: 'Move a book to the trash (restorable by editors for 30 days)',
      answers: 'no-content',
      params: idOrSlugParamsSchema,
      status: 204,
      errors: [UNKNOWN],
      handler: async ({ params }, _req, res) => {
        const id = await catalogueIdOf('books', params.idOrSlug);
        // The trash keeps its editions, award entries and community rows for a restore; the
        // purge removes them after 30 days (decision 121).
        await viaCatalogue(() => trashCatalogueItem('books', id, AS_SYSTEM));
        res.status(204).end();
      },
    }),

    route({
      ...write,
      method: 'PUT',
      path: '/books/:idOrSlug/awards',
      summary: "Replace the book's award links",
      response: z.array(bookAwardSchema),
      params: idOrSlugParamsSchema,
      body: bookAwardsSchema,
      errors: [UNKNOWN],
      handler: async ({ params, body: links }, _req, res) => {
        const id = await catalogueIdOf('books', params.idOrSlug);
        const known = await existingIds('awards', links.map((link) => link.awardId));
        const unknown = links.findIndex((link) => !known.has(link.awardId));
        if (unknown >= 0) throw new AppError('VALIDATION_FAILED', 400, 'Unknown award', [{ path: `${unknown}.awardId`, message: 'Unknown award' }]);
        await viaCatalogue(() => setBookAwards(id, links, AS_SYSTEM));
        res.json(ok((await getBookDetail(id))?.awards ?? []));
      },
    }),
  ];

  const others = [
    ...collectionRoutes('authors', authorWriteSchema),
    ...collectionRoutes('series', seriesWriteSchema),
    ...collectionRoutes('genres', genreWriteSchema),
    ...collectionRoutes('awards', awardWriteSchema),
  ];

  return [...books, ...others];
}

/** The create, update and delete routes of one collection; `body` is its write schema's output. */
function collectionRoutes(collection: WritableCollection, schema: CatalogueWriteSchema): Route[] {
  return [
    route({
      ...write,
      method: 'POST',
      path: `/${collection}`,
      summary: `Create ${SINGULAR[collection]}`,
      response: ANSWERS[collection],
      body: schema,
      status: 201,
      handler: async ({ body }, _req, res) => {
        const { locale } = body;
        const created = await viaCatalogue(() => createCatalogueItem(collection, toCmsData(collection, body) as never, AS_SYSTEM, { locale }));
        res.status(201).json(ok(await READERS[collection](created.id, locale)));
      },
    }),

    route({
      ...write,
      method: 'PATCH',
      path: `/${collection}/:idOrSlug`,
      summary: `Update ${SINGULAR[collection]}`,
      response: ANSWERS[collection],
      params: idOrSlugParamsSchema,
      body: partialOf(schema),
      errors: [UNKNOWN],
      handler: async ({ params, body }, _req, res) => {
        const id = await catalogueIdOf(collection, params.idOrSlug);
        const locale = body.locale ?? DEFAULT_LOCALE;
        await viaCatalogue(() => updateCatalogueItem(collection, id, toCmsData(collection, body) as never, AS_SYSTEM, { locale }));
        res.json(ok(await READERS[collection](id, locale)));
      },
    }),

    route({
      ...write,
      method: 'DELETE',
      path: `/${collection}/:idOrSlug`,
      summary: `Move ${SINGULAR[collection]} to the trash (restorable by editors for 30 days)`,
      answers: 'no-content',
      params: idOrSlugParamsSchema,
      status: 204,
      errors: DELETE_ERRORS[collection],
      handler: async ({ params }, _req, res) => {
        const id = await catalogueIdOf(collection, params.idOrSlug);
        await viaCatalogue(() => trashCatalogueItem(collection, id, AS_SYSTEM));
        res.status(204).end();
      },
    }),
  ];
}
