import { z } from 'zod';
import {
  authorDetailSchema,
  authorSummarySchema,
  awardDetailSchema,
  awardSummarySchema,
  bookDetailSchema,
  type BookEditionView,
  bookSummarySchema,
  DEFAULT_BOOK_EDITION_VIEW,
  genreSummarySchema,
  genreWithBooksSchema,
  homeDataSchema,
  type Locale,
  parseBookSlugId,
  modalDataSchema,
  moodsSchema,
  ok,
  cursorPagedSchema,
  pagedSchema,
  reviewSchema,
  seriesDetailSchema,
  seriesSummarySchema,
} from '@starshelf/contract';
import {
  type CountKeeper,
  findAuthorBooks,
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
  listMoods,
  resolveCatalogueId,
  type SluggedTable,
} from '@starshelf/cms/catalogue';
import { markPrivate, privateAnswer, sendJsonBytes, sharedCacheable } from '../../http/cache-headers.js';
import { route, type Route } from '../../http/route.js';
import type { RatingRepository } from '../ratings/repository.js';
import type { CatalogueChanges } from './catalogue-changes.js';
import { countsPerRevision, keptWhileRefreshing } from './kept-per-revision.js';
import { keptDetailAnswers } from './kept-details.js';
import type { ReadingListRepository } from '../reading-list/repository.js';
import { catalogueIdOf, missingOrMoved, movedFrom, notFound, viaCatalogue } from '../../http/catalogue-error.js';
import { idOrSlugParamsSchema } from '../../http/path-params.js';
import { localeQuerySchema, readerLocale } from '../../http/reader-locale.js';
import type { ModalBookReader } from './modal-data.js';
import {
  authorBooksQuerySchema,
  authorsQuerySchema,
  bookDetailQuerySchema,
  booksQuerySchema,
  genreBooksQuerySchema,
  listQuerySchema,
  seriesQuerySchema,
} from './schemas.js';

type Deps = {
  ratings: RatingRepository;
  readingList: ReadingListRepository;
  modalBook: ModalBookReader;
  /** The catalogue's revision: the genres and moods, which only an edit or an import changes, are kept per revision. */
  changes: CatalogueChanges;
};

const UNKNOWN = [[404, 'Unknown id or slug']] as const;
/** The detail addresses keep answering after a rename (docs/api.md "Catalogue care"). */
const MOVED = 'A slug the item has left: Location is its current address, with the same query';

// The detail pages of one item each, read in the reader's language. The book's statement resolves
// the id or slug itself; the others look it up first. Null when the key names no current item.
const byId =
  <T>(table: SluggedTable, reader: (id: number, locale: Locale) => Promise<T>) =>
  async (idOrSlug: string, locale: Locale) => {
    const id = await resolveCatalogueId(table, idOrSlug);
    return id === null ? null : reader(id, locale);
  };

/**
 * A book found by the `-<id>` of an address that is not its own (`dune-42` for `dune-messiah-42`):
 * the address may be one the book has left (docs/decisions/120-addresses-that-last.md).
 */
const isFoundBySuffixOnly = (idOrSlug: string, book: { id: number; slug: string }) =>
  parseBookSlugId(idOrSlug) === book.id && book.slug !== idOrSlug.trim();

// The author's book count is kept per catalogue change, as the lists' totals are (decisions 135, 138).
// Only the book's detail takes a view, of its editions (decision 167); the others take the language alone.
const details = (keepCount: CountKeeper) => [
  {
    table: 'books',
    reader: (idOrSlug: string, locale: Locale, editions: BookEditionView) => getBookDetail(idOrSlug, locale, editions),
    response: bookDetailSchema,
    query: bookDetailQuerySchema,
    summary: 'The full book (`editions=primary`: the edition it is known by alone)',
  },
  {
    table: 'authors',
    reader: byId('authors', (id, locale) => getAuthorDetail(id, locale, keepCount)),
    response: authorDetailSchema,
    query: localeQuerySchema,
    summary: 'Author with the first 24 books and their count',
  },
  { table: 'series', reader: byId('series', getSeriesDetail), response: seriesDetailSchema, query: localeQuerySchema, summary: 'Series with its books in order' },
  {
    table: 'awards',
    reader: byId('awards', getAwardDetail),
    response: awardDetailSchema,
    query: localeQuerySchema,
    summary: 'Award with winners and nominees by year and category',
  },
] as const;

/** The public catalogue reads of docs/api.md "Catalogue", in the reader's language. */
export function catalogueRoutes({ ratings, readingList, modalBook, changes }: Deps): Route[] {
  // Everyone gets the same answer in a language: a CDN may share it (ETag and 304 come from Express).
  const read = { access: 'public', before: [sharedCacheable] } as const;
  // Every list page asks for the genres and the moods (its filters), so a page rendered afresh reads
  // them from here. The start page's data ranks books: on a large catalogue an older answer is served
  // while the new one loads. The genres' and the moods' counts are kept by triggers (decisions 143 and
  // 146), but their answers are kept the same way.
  const genresIn = keptWhileRefreshing(changes, listGenres);
  const homeIn = keptWhileRefreshing(changes, getHome);
  const moodsIn = keptWhileRefreshing(changes, listMoods);
  // The lists' totals, counted once per change of the catalogue (decision 135).
  const keepCount = countsPerRevision(changes);
  // The detail answers, kept as sent until a change touches what they show (decision 155).
  const detailAnswer = keptDetailAnswers(changes);

  return [
    route({
      ...read,
      method: 'GET',
      path: '/home',
      summary: 'Hero, featured books and authors, popular series, genres',
      response: homeDataSchema,
      query: localeQuerySchema,
      handler: async ({ query }, req, res) => {
        res.json(ok(await homeIn(readerLocale(req, query.locale))));
      },
    }),

    route({
      ...read,
      method: 'GET',
      path: '/books',
      summary: 'Books with filters, sorts and paging (by page number, or from the cursor of the page before)',
      response: cursorPagedSchema(bookSummarySchema),
      query: booksQuerySchema,
      handler: async ({ query: { status, locale, mood, ...query }, user }, req, res) => {
        let onlyIds: number[] | undefined;
        let exceptIds: number[] | undefined;
        // Anonymous visitors have an empty list: every book is "not in my list", none has a status.
        // Filtered by the member's own list: theirs alone.
        if (status) markPrivate(res);
        if (status === 'not_in_list') exceptIds = user ? await readingList.bookIds(user.id) : undefined;
        else if (status) onlyIds = user ? await readingList.bookIds(user.id, status) : [];
        res.json(ok(await viaCatalogue(() => findBooks({ ...query, locale: readerLocale(req, locale), onlyIds, exceptIds, moods: mood, keepCount }))));
      },
    }),

    route({
      ...read,
      method: 'GET',
      path: '/moods',
      summary: 'The moods readers give books, with how many books hold each',
      response: moodsSchema,
      query: localeQuerySchema,
      handler: async ({ query }, req, res) => {
        res.json(ok(await moodsIn(readerLocale(req, query.locale))));
      },
    }),

    ...details(keepCount).map(({ table, reader, response, query: querySchema, summary }) =>
      route({
        ...read,
        method: 'GET',
        path: `/${table}/:idOrSlug`,
        summary,
        response,
        params: idOrSlugParamsSchema,
        query: querySchema,
        errors: UNKNOWN,
        moved: MOVED,
        handler: async ({ params, query }, req, res) => {
          const locale = readerLocale(req, query.locale);
          const editions = 'editions' in query ? query.editions : DEFAULT_BOOK_EDITION_VIEW;
          const item = await detailAnswer(table, params.idOrSlug, locale, () => reader(params.idOrSlug, locale, editions), editions);
          // An address the item has left answers 301 to its current one (docs/api.md "Catalogue care").
          if (!item) throw await missingOrMoved(table, params.idOrSlug, req.originalUrl);
          if (table === 'books' && isFoundBySuffixOnly(params.idOrSlug, item)) {
            const moved = await movedFrom(table, params.idOrSlug, req.originalUrl);
            if (moved) throw moved;
          }
          sendJsonBytes(res, item);
        },
      }),
    ),

    route({
      ...read,
      method: 'GET',
      // The member's reading status and rating.
      before: [privateAnswer],
      path: '/books/:idOrSlug/modal-data',
      summary: 'Book, ratings, reading status and the member rating',
      response: modalDataSchema,
      params: idOrSlugParamsSchema,
      query: localeQuerySchema,
      errors: UNKNOWN,
      handler: async ({ params, query, user }, req, res) => {
        const found = await modalBook(params.idOrSlug, readerLocale(req, query.locale));
        if (!found) throw notFound('Book');
        const { book, ratings: summary } = found;
        const [entry, userRating] = await Promise.all([
          user ? readingList.find(user.id, book.id) : null,
          user ? ratings.find('books', user.id, book.id) : null,
        ]);
        res.json(
          ok({
            book,
            ratings: { average: summary.averageRating, count: summary.ratingsCount, reviews: summary.reviews },
            isInReadingList: entry !== null,
            readingStatus: entry?.status ?? null,
            userRating,
          }),
        );
      },
    }),

    ...(['books', 'authors'] as const).map((kind) =>
      route({
        ...read,
        method: 'GET',
        path: `/${kind}/:idOrSlug/reviews`,
        summary: `Paged ${kind === 'books' ? 'book' : 'author'} reviews`,
        response: pagedSchema(reviewSchema),
        params: idOrSlugParamsSchema,
        query: listQuerySchema,
        errors: UNKNOWN,
        handler: async ({ params, query: { page, limit } }, _req, res) => {
          res.json(ok(await ratings.reviews(kind, await catalogueIdOf(kind, params.idOrSlug), page, limit)));
        },
      }),
    ),

    route({
      ...read,
      method: 'GET',
      path: '/authors',
      summary: 'Authors with filters, sorts and paging (by page number, or from the cursor of the page before)',
      response: cursorPagedSchema(authorSummarySchema),
      query: authorsQuerySchema,
      handler: async ({ query: { locale, ...query } }, req, res) => {
        res.json(ok(await viaCatalogue(() => findAuthors({ ...query, locale: readerLocale(req, locale), keepCount }))));
      },
    }),

    route({
      ...read,
      method: 'GET',
      path: '/authors/:idOrSlug/books',
      summary: "An author's books, paged, oldest first (the detail holds the first page)",
      response: pagedSchema(bookSummarySchema),
      params: idOrSlugParamsSchema,
      query: authorBooksQuerySchema,
      errors: UNKNOWN,
      handler: async ({ params, query: { page, limit, locale } }, req, res) => {
        const id = await catalogueIdOf('authors', params.idOrSlug);
        res.json(ok(await findAuthorBooks(id, { page, limit, locale: readerLocale(req, locale), keepCount })));
      },
    }),

    route({
      ...read,
      method: 'GET',
      path: '/series',
      summary: 'Series with filters, sorts and paging (by page number, or from the cursor of the page before)',
      response: cursorPagedSchema(seriesSummarySchema),
      query: seriesQuerySchema,
      handler: async ({ query: { locale, ...query } }, req, res) => {
        res.json(ok(await viaCatalogue(() => findSeries({ ...query, locale: readerLocale(req, locale), keepCount }))));
      },
    }),

    route({
      ...read,
      method: 'GET',
      path: '/genres',
      summary: 'All genres with book counts',
      response: z.array(genreSummarySchema),
      query: localeQuerySchema,
      handler: async ({ query }, req, res) => {
        res.json(ok(await genresIn(readerLocale(req, query.locale))));
      },
    }),

    route({
      ...read,
      method: 'GET',
      path: '/genres/:idOrSlug',
      summary: 'Genre with paged books',
      response: genreWithBooksSchema,
      params: idOrSlugParamsSchema,
      query: genreBooksQuerySchema,
      errors: UNKNOWN,
      moved: MOVED,
      handler: async ({ params, query: { page, limit, after, sort, locale: explicit } }, req, res) => {
        const id = await resolveCatalogueId('genres', params.idOrSlug);
        if (id === null) throw await missingOrMoved('genres', params.idOrSlug, req.originalUrl);
        const locale = readerLocale(req, explicit);
        const [genre, books] = await Promise.all([getGenre(id, locale), viaCatalogue(() => findBooks({ genre: id, page, limit, after, sort, locale, keepCount }))]);
        if (!genre) throw notFound('Genre');
        res.json(ok({ ...genre, books }));
      },
    }),

    route({
      ...read,
      method: 'GET',
      path: '/awards',
      summary: 'All awards',
      response: z.array(awardSummarySchema),
      query: localeQuerySchema,
      handler: async ({ query }, req, res) => {
        res.json(ok(await listAwards(readerLocale(req, query.locale))));
      },
    }),

  ];
}
