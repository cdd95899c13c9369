import { ok, recommendationsQuerySchema, recommendationsSchema, type Locale, type Recommendation, type Recommendations } from '@starshelf/contract';
import { findShowcaseBooks, personalPicks, withinSeriesCap } from '@starshelf/cms/catalogue/recommend';
import type { Pool } from '../../db/pool.js';
import { rateLimit, userKey, type RateLimiters } from '../../http/rate-limit.js';
import { route, type Route } from '../../http/route.js';
import { localeQuerySchema, readerLocale } from '../../http/reader-locale.js';
import { loadMemberShelf, type MemberShelf } from './member-signal.js';
import { personalReason, popularReason } from './reasons.js';

/**
 * Popular and acclaimed books (the home showcase: damped average, widely read, genres in turns, one
 * per series), none the member knows; they fill a row the member's own signal cannot, without a
 * third book of a series already picked.
 */
async function popularPicks(limit: number, knownIds: ReadonlySet<number>, pickedIds: readonly number[], locale: Locale): Promise<Recommendation[]> {
  if (limit <= 0) return [];
  const books = (await findShowcaseBooks(limit + knownIds.size, locale)).filter((book) => !knownIds.has(book.id));
  const admitted = new Set(await withinSeriesCap(pickedIds, books.map((book) => book.id)));
  return books
    .filter((book) => admitted.has(book.id))
    .slice(0, limit)
    .map((book) => ({ book, reason: popularReason(book, locale) }));
}

async function recommendationsFor(shelf: MemberShelf, limit: number, locale: Locale): Promise<Recommendations> {
  const knownIds = new Set([...shelf.rated.map((row) => row.bookId), ...shelf.listedIds]);
  if (knownIds.size === 0) return { items: await popularPicks(limit, knownIds, [], locale), basis: 'popular' };
  const picks = await personalPicks({ rated: shelf.rated, listedIds: shelf.listedIds, excludeIds: [], limit }, locale);
  const items = picks.map((pick) => ({ book: pick.book, reason: personalReason(pick.reason, pick.book, pick.seed, locale) }));
  // A member whose few books nobody else rated still gets a full row.
  const pickedIds = items.map((item) => item.book.id);
  const filler = await popularPicks(limit - items.length, new Set([...knownIds, ...pickedIds]), pickedIds, locale);
  return { items: [...items, ...filler], basis: items.length > 0 ? 'personal' : 'popular' };
}

export function recommendationRoutes(pool: Pool, limiters: RateLimiters): Route[] {
  return [
    route({
      access: 'signed-in',
      method: 'GET',
      path: '/recommendations',
      summary: "Personal picks from the member's ratings and reading list, each with a reason",
      query: recommendationsQuerySchema.extend(localeQuerySchema.shape),
      response: recommendationsSchema,
      errors: [[429, 'Too many requests']],
      before: [rateLimit(limiters, [['recommendationsUser', userKey]])],
      handler: async ({ query: { limit, locale }, user }, req, res) => {
        const shelf = await loadMemberShelf(pool, user.id);
        res.json(ok(await recommendationsFor(shelf, limit, readerLocale(req, locale))));
      },
    }),
  ];
}
