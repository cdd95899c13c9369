import {
  authorDetailSchema,
  authorSummarySchema,
  awardDetailSchema,
  awardSummarySchema,
  bookSummarySchema,
  cursorPagedSchema,
  fail,
  genreSummarySchema,
  genreWithBooksSchema,
  homeDataSchema,
  moodsSchema,
  ok,
  pagedSchema,
  seriesDetailSchema,
  seriesSummarySchema,
} from '@starshelf/contract';
import { aBook } from './answers';

// A small catalogue as the community API answers it (contract-shaped envelopes), for the tests
// of the server renderer: the API's side of `fetchApi`.

export const HYPERION = aBook({ id: 7, slug: 'hyperion-7', title: 'Hyperion' });
export const AUTHOR = authorSummarySchema.parse({
  id: 3, slug: 'dan-simmons-3', name: 'Dan Simmons', profileImageUrl: null, nativeLanguage: null, gender: null,
  born: null, died: null, averageRating: null, ratingsCount: 0, bookCount: 1,
});
export const SERIES = seriesSummarySchema.parse({
  id: 9, slug: 'hyperion-cantos-9', name: 'Hyperion Cantos', description: null, image: null, isCompleted: true, averageRating: null, ratingsCount: 0, bookCount: 1,
});
export const GENRE = genreSummarySchema.parse({ id: 5, slug: 'space-opera', name: 'Space Opera', description: null, image: null, bookCount: 1 });
export const AWARD = awardSummarySchema.parse({ id: 11, slug: 'hugo-award', name: 'Hugo Award', year: 1953, description: null, country: null, categories: [], categoryNames: {} });
const onePage = <T,>(items: T[]) => ({ items, total: items.length, page: 1, limit: 24, hasMore: false });

/** Contract-shaped answers of the community API, by path. */
export const CATALOGUE_ANSWERS: Record<string, unknown> = {
  '/api/home': homeDataSchema.parse({ hero: HYPERION, featuredBooks: [HYPERION], featuredAuthors: [AUTHOR], popularSeries: [SERIES], genres: [GENRE] }),
  '/api/authors': cursorPagedSchema(authorSummarySchema).parse(onePage([AUTHOR])),
  '/api/authors/dan-simmons-3': authorDetailSchema.parse({ ...AUTHOR, bio: null, books: [HYPERION] }),
  '/api/series': cursorPagedSchema(seriesSummarySchema).parse(onePage([SERIES])),
  '/api/series/hyperion-cantos-9': seriesDetailSchema.parse({ ...SERIES, books: [{ ...HYPERION, position: '1' }] }),
  '/api/genres': [GENRE],
  '/api/genres/5': genreWithBooksSchema.parse({ ...GENRE, books: pagedSchema(bookSummarySchema).parse(onePage([HYPERION])) }),
  '/api/genres/space-opera': genreWithBooksSchema.parse({ ...GENRE, books: pagedSchema(bookSummarySchema).parse(onePage([HYPERION])) }),
  '/api/moods': moodsSchema.parse([{ slug: 'dark', name: 'Dark', bookCount: 1 }]),
  '/api/awards': [AWARD],
  '/api/awards/11': awardDetailSchema.parse({
    ...AWARD,
    years: [{ year: 1990, categories: [{ category: null, categoryName: null, winners: [{ id: 1, isWinner: true, book: HYPERION, workTitle: null, workAuthor: null }], nominees: [] }] }],
  }),
};

export function fakeCatalogueApi() {
  const calls: string[] = [];
  const fetchApi = (pathAndQuery: string): Promise<Response> => {
    calls.push(pathAndQuery);
    const data = CATALOGUE_ANSWERS[new URL(pathAndQuery, 'http://api.test').pathname];
    return Promise.resolve(data === undefined ? Response.json(fail('NOT_FOUND', 'Not found'), { status: 404 }) : Response.json(ok(data)));
  };
  return { calls, fetchApi };
}

