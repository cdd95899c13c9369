import { Router, type Request } from 'express';
import type { z } from 'zod';
import { DEFAULT_LOCALE, ok, toFieldIssues, type Locale } from '@starshelf/contract';
import {
  AS_SYSTEM,
  createBook,
  createCatalogueItem,
  deleteBook,
  deleteCatalogueItem,
  existingIds,
  getAuthorDetail,
  getAwardDetail,
  getBookDetail,
  getGenre,
  getSeriesDetail,
  resolveCatalogueId,
  setBookAwards,
  updateBook,
  updateCatalogueItem,
  type BookData,
  type SluggedTable,
  type WritableCollection,
} from '@starshelf/cms/catalogue';
import type { Pool } from '../../db/pool.js';
import { AppError } from '../../http/app-error.js';
import { validate } from '../../http/validate.js';
import { notFound, viaCatalogue } from '../catalogue/catalogue-error.js';
import { idOrSlugParamsSchema } from '../catalogue/schemas.js';
import {
  authorWriteSchema,
  awardWriteSchema,
  bookAwardsSchema,
  bookWriteSchema,
  genreWriteSchema,
  seriesWriteSchema,
} from './schemas.js';

function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new AppError('VALIDATION_FAILED', 400, 'Invalid input', toFieldIssues(result.error));
  return result.data;
}

const partialOf = <T extends z.ZodObject>(schema: T) => schema.partial();

async function idFrom(req: Request, table: SluggedTable): Promise<number> {
  const id = await resolveCatalogueId(table, (req.params as { idOrSlug: string }).idOrSlug);
  if (id === null) throw notFound(table);
  return id;
}

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

const SCHEMAS = { authors: authorWriteSchema, series: seriesWriteSchema, genres: genreWriteSchema, awards: awardWriteSchema } as const;

// Every route here is a SUPER_USER row of the permission table; the catalogue runs as the system.
export function catalogueWriteRoutes(pool: Pool): Router {
  const router = Router();
  const byParam = validate({ params: idOrSlugParamsSchema });

  router.post('/books', async (req, res) => {
    const { locale, ...data } = parse(bookWriteSchema(new Date()), req.body);
    const book = await viaCatalogue(() => createBook(data as BookData, AS_SYSTEM, { locale }));
    res.status(201).json(ok(await getBookDetail(book.id, locale)));
  });

  router.patch('/books/:idOrSlug', byParam, async (req, res) => {
    const id = await idFrom(req, 'books');
    const { locale = DEFAULT_LOCALE, ...data } = parse(partialOf(bookWriteSchema(new Date())), req.body);
    await viaCatalogue(() => updateBook(id, data as Partial<BookData>, AS_SYSTEM, { locale }));
    res.json(ok(await getBookDetail(id, locale)));
  });

  router.delete('/books/:idOrSlug', byParam, async (req, res) => {
    const id = await idFrom(req, 'books');
    await viaCatalogue(() => deleteBook(id, AS_SYSTEM));
    // No foreign key crosses the schemas: the community rows of a deleted book go here.
    await pool.query('delete from community.book_ratings where book_id = $1', [id]);
    await pool.query('delete from community.reading_list_entries where book_id = $1', [id]);
    res.status(204).end();
  });

  router.put('/books/:idOrSlug/awards', byParam, async (req, res) => {
    const id = await idFrom(req, 'books');
    const links = parse(bookAwardsSchema, req.body);
    const known = await existingIds('awards', links.map((link) => link.awardId));
    const unknown = links.findIndex((link) => !known.has(link.awardId));
    if (unknown >= 0) throw new AppError('VALIDATION_FAILED', 400, 'Unknown award', [{ path: `${unknown}.awardId`, message: 'Unknown award' }]);
    await viaCatalogue(() => setBookAwards(id, links, AS_SYSTEM));
    res.json(ok((await getBookDetail(id))?.awards ?? []));
  });

  for (const collection of ['authors', 'series', 'genres', 'awards'] as const) {
    const schema = SCHEMAS[collection];
    router.post(`/${collection}`, async (req, res) => {
      const input = parse(schema, req.body) as Record<string, unknown> & { locale: Locale };
      const created = await viaCatalogue(() => createCatalogueItem(collection, toCmsData(collection, input) as never, AS_SYSTEM, { locale: input.locale }));
      res.status(201).json(ok(await READERS[collection](created.id, input.locale)));
    });

    router.patch(`/${collection}/:idOrSlug`, byParam, async (req, res) => {
      const id = await idFrom(req, collection);
      const input = parse(partialOf(schema), req.body) as Record<string, unknown> & { locale?: Locale };
      const locale = input.locale ?? DEFAULT_LOCALE;
      await viaCatalogue(() => updateCatalogueItem(collection, id, toCmsData(collection, input) as never, AS_SYSTEM, { locale }));
      res.json(ok(await READERS[collection](id, locale)));
    });

    router.delete(`/${collection}/:idOrSlug`, byParam, async (req, res) => {
      const id = await idFrom(req, collection);
      await viaCatalogue(() => deleteCatalogueItem(collection, id, AS_SYSTEM));
      if (collection === 'authors') await pool.query('delete from community.author_ratings where author_id = $1', [id]);
      res.status(204).end();
    });
  }

  return router;
}
