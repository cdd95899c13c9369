import { Router, type Request } from 'express';
import { ok } from '@starshelf/contract';
import {
  findAuthors,
  findBooks,
  findSeries,
  getAuthorDetail,
  getAwardDetail,
  getBookDetail,
  getGenre,
  getHome,
  getSeriesDetail,
  listAwards,
  listGenres,
  resolveCatalogueId,
  type SluggedTable,
} from '@starshelf/cms/catalogue';
import { currentUser } from '../../http/request-context.js';
import { validate } from '../../http/validate.js';
import type { RatingRepository } from '../ratings/repository.js';
import type { ReadingListRepository } from '../reading-list/repository.js';
import { notFound } from './catalogue-error.js';
import { localeOf, readLocale } from './locale.js';
import {
  authorsQuerySchema,
  booksQuerySchema,
  genreBooksQuerySchema,
  idOrSlugParamsSchema,
  listQuerySchema,
  seriesQuerySchema,
  type AuthorsQuery,
  type BooksQuery,
  type SeriesQuery,
} from './schemas.js';

type Deps = { ratings: RatingRepository; readingList: ReadingListRepository };

const LABELS: Record<SluggedTable, string> = { books: 'Book', authors: 'Author', series: 'Series', genres: 'Genre', awards: 'Award' };

async function idFrom(req: Request, table: SluggedTable): Promise<number> {
  const id = await resolveCatalogueId(table, (req.params as { idOrSlug: string }).idOrSlug);
  if (id === null) throw notFound(LABELS[table]);
  return id;
}

const byParam = validate({ params: idOrSlugParamsSchema });

/** The public catalogue reads of API.md "Catalogue", in the reader's language. */
export function catalogueRoutes({ ratings, readingList }: Deps): Router {
  const router = Router();
  router.use(readLocale);

  router.get('/home', async (_req, res) => {
    res.json(ok(await getHome(localeOf(res))));
  });

  router.get('/books', validate({ query: booksQuerySchema }), async (req, res) => {
    const { status, ...query } = req.query as unknown as BooksQuery;
    const user = currentUser(req);
    let onlyIds: number[] | undefined;
    let exceptIds: number[] | undefined;
    // Anonymous visitors have an empty list: every book is "not in my list", none has a status.
    if (status === 'not_in_list') exceptIds = user ? await readingList.bookIds(user.id) : undefined;
    else if (status) onlyIds = user ? await readingList.bookIds(user.id, status) : [];
    res.json(ok(await findBooks({ ...query, locale: localeOf(res), onlyIds, exceptIds })));
  });

  router.get('/books/:idOrSlug', byParam, async (req, res) => {
    const book = await getBookDetail(await idFrom(req, 'books'), localeOf(res));
    if (!book) throw notFound('Book');
    res.json(ok(book));
  });

  router.get('/books/:idOrSlug/modal-data', byParam, async (req, res) => {
    const id = await idFrom(req, 'books');
    const user = currentUser(req);
    const [book, aggregate, newest, entry, userRating] = await Promise.all([
      getBookDetail(id, localeOf(res)),
      ratings.aggregate('books', id),
      ratings.reviews('books', id, 1, 2),
      user ? readingList.find(user.id, id) : null,
      user ? ratings.find('books', user.id, id) : null,
    ]);
    if (!book) throw notFound('Book');
    res.json(
      ok({
        book,
        ratings: { average: aggregate.averageRating, count: aggregate.ratingsCount, reviews: newest.items },
        isInReadingList: entry !== null,
        readingStatus: entry?.status ?? null,
        userRating,
      }),
    );
  });

  for (const [kind, table] of [['books', 'books'], ['authors', 'authors']] as const) {
    router.get(`/${kind}/:idOrSlug/reviews`, byParam, validate({ query: listQuerySchema }), async (req, res) => {
      const { page, limit } = req.query as unknown as { page: number; limit: number };
      res.json(ok(await ratings.reviews(kind, await idFrom(req, table), page, limit)));
    });
  }

  router.get('/authors', validate({ query: authorsQuerySchema }), async (req, res) => {
    res.json(ok(await findAuthors({ ...(req.query as unknown as AuthorsQuery), locale: localeOf(res) })));
  });

  router.get('/authors/:idOrSlug', byParam, async (req, res) => {
    const author = await getAuthorDetail(await idFrom(req, 'authors'), localeOf(res));
    if (!author) throw notFound('Author');
    res.json(ok(author));
  });

  router.get('/series', validate({ query: seriesQuerySchema }), async (req, res) => {
    res.json(ok(await findSeries({ ...(req.query as unknown as SeriesQuery), locale: localeOf(res) })));
  });

  router.get('/series/:idOrSlug', byParam, async (req, res) => {
    const series = await getSeriesDetail(await idFrom(req, 'series'), localeOf(res));
    if (!series) throw notFound('Series');
    res.json(ok(series));
  });

  router.get('/genres', async (_req, res) => {
    res.json(ok(await listGenres(localeOf(res))));
  });

  router.get('/genres/:idOrSlug', byParam, validate({ query: genreBooksQuerySchema }), async (req, res) => {
    const id = await idFrom(req, 'genres');
    const { page, limit, sort } = req.query as unknown as { page: number; limit: number; sort: BooksQuery['sort'] };
    const [genre, books] = await Promise.all([getGenre(id, localeOf(res)), findBooks({ genre: id, page, limit, sort, locale: localeOf(res) })]);
    if (!genre) throw notFound('Genre');
    res.json(ok({ ...genre, books }));
  });

  router.get('/awards', async (_req, res) => {
    res.json(ok(await listAwards(localeOf(res))));
  });

  router.get('/awards/:idOrSlug', byParam, async (req, res) => {
    const award = await getAwardDetail(await idFrom(req, 'awards'), localeOf(res));
    if (!award) throw notFound('Award');
    res.json(ok(award));
  });

  return router;
}
