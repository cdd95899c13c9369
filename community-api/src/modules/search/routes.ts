import { Router } from 'express';
import { z } from 'zod';
import { ok } from '@starshelf/contract';
import { SEARCH_CAPS, searchCatalogue, type SearchGroups, type SearchType } from '@starshelf/cms/catalogue';
import { localeOf, readLocale } from '../catalogue/locale.js';
import { validate } from '../../http/validate.js';

// A repeated ?q= arrives as an array: the first value counts. Long input is cut, not refused.
const text = z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string().max(10_000).default(''));

const ENDPOINTS: { path: string; type: SearchType; group: keyof SearchGroups }[] = [
  { path: '/books/search', type: 'book', group: 'books' },
  { path: '/authors/search', type: 'author', group: 'authors' },
  { path: '/series/search', type: 'series', group: 'series' },
  { path: '/genres/search', type: 'genre', group: 'genres' },
  { path: '/awards/search', type: 'award', group: 'awards' },
];

const NO_TYPES = { book: 0, author: 0, series: 0, genre: 0, award: 0 };

/** The five autocomplete calls and /api/search, all answered by the one search statement. */
export function searchRoutes(): Router {
  const router = Router();

  for (const { path, type, group } of ENDPOINTS) {
    const querySchema = z.object({ q: text, limit: z.coerce.number().int().min(1).max(SEARCH_CAPS[type]).default(SEARCH_CAPS[type]) });
    router.get(path, readLocale, validate({ query: querySchema }), async (req, res) => {
      const { q, limit } = req.query as unknown as { q: string; limit: number };
      if (q.trim() === '') return void res.json(ok([]));
      const groups = await searchCatalogue(q, { locale: localeOf(res), limits: { ...NO_TYPES, [type]: limit } });
      res.json(ok(groups[group]));
    });
  }

  const allSchema = z.object({ q: text, limit: z.coerce.number().int().min(1).max(50).optional() });
  router.get('/search', readLocale, validate({ query: allSchema }), async (req, res) => {
    const { q, limit } = req.query as unknown as { q: string; limit?: number };
    if (q.trim() === '') return void res.json(ok({ books: [], authors: [], series: [], genres: [], awards: [] }));
    const limits = limit === undefined ? SEARCH_CAPS : { book: limit, author: limit, series: limit, genre: limit, award: limit };
    res.json(ok(await searchCatalogue(q, { locale: localeOf(res), limits })));
  });

  return router;
}
