import { z } from 'zod';
import { ok, searchGroupsSchema, searchHitsSchema } from '@starshelf/contract';
import { SEARCH_CAPS, searchCatalogue, type SearchGroups, type SearchType } from '@starshelf/cms/catalogue';
import { route, type Route } from '../../http/route.js';
import { localeQuerySchema, readerLocale } from '../../http/reader-locale.js';

// A repeated ?q= arrives as an array: the first value counts. Long input is cut, not refused.
const text = z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string().max(10_000).default(''));

const ENDPOINTS: { path: string; type: SearchType; group: keyof SearchGroups; label: string }[] = [
  { path: '/books/search', type: 'book', group: 'books', label: 'Book' },
  { path: '/authors/search', type: 'author', group: 'authors', label: 'Author' },
  { path: '/series/search', type: 'series', group: 'series', label: 'Series' },
  { path: '/genres/search', type: 'genre', group: 'genres', label: 'Genre' },
  { path: '/awards/search', type: 'award', group: 'awards', label: 'Award' },
];

const NO_TYPES = { book: 0, author: 0, series: 0, genre: 0, award: 0 };

const allQuerySchema = localeQuerySchema.extend({ q: text, limit: z.coerce.number().int().min(1).max(50).optional() });

/** The five autocomplete calls and /api/search, all answered by the one search statement. */
export function searchRoutes(): Route[] {
  const autocomplete = ENDPOINTS.map(({ path, type, group, label }) =>
    route({
      method: 'GET',
      path,
      access: 'public',
      summary: `${label} autocomplete (at most ${SEARCH_CAPS[type]})`,
      response: searchHitsSchema,
      query: localeQuerySchema.extend({ q: text, limit: z.coerce.number().int().min(1).max(SEARCH_CAPS[type]).default(SEARCH_CAPS[type]) }),
      handler: async ({ query: { q, limit, locale } }, req, res) => {
        if (q.trim() === '') return void res.json(ok([]));
        const groups = await searchCatalogue(q, { locale: readerLocale(req, locale), limits: { ...NO_TYPES, [type]: limit } });
        res.json(ok(groups[group]));
      },
    }),
  );

  return [
    route({
      method: 'GET',
      path: '/search',
      access: 'public',
      summary: 'Search all five types',
      response: searchGroupsSchema,
      query: allQuerySchema,
      handler: async ({ query: { q, limit, locale } }, req, res) => {
        if (q.trim() === '') return void res.json(ok({ books: [], authors: [], series: [], genres: [], awards: [] }));
        const limits = limit === undefined ? SEARCH_CAPS : { book: limit, author: limit, series: limit, genre: limit, award: limit };
        res.json(ok(await searchCatalogue(q, { locale: readerLocale(req, locale), limits })));
      },
    }),
    ...autocomplete,
  ];
}
