import { ok, ratingInputSchema, ratingSavedSchema } from '@starshelf/contract';
import type { RatingAggregator } from './rating-aggregator.js';
import { route, type Route } from '../../http/route.js';
import { catalogueIdOf } from '../../http/catalogue-error.js';
import { idOrSlugParamsSchema } from '../../http/path-params.js';
import type { RatingRepository } from './repository.js';
import type { RateLimiters } from '../../http/rate-limit.js';

const UNKNOWN = [404, 'Unknown item'] as const;

/**
 * POST/DELETE /api/{books,authors}/{id}/ratings. The rating is committed first and answered with
 * the aggregate read from the truth; the catalogue's copy follows through the aggregator.
 */
export function ratingRoutes(ratings: RatingRepository, aggregator: RatingAggregator, limiters: RateLimiters): Route[] {
  return (['books', 'authors'] as const).flatMap((kind) => [
    route({
      method: 'POST',
      path: `/${kind}/:idOrSlug/ratings`,
      access: 'signed-in',
      summary: kind === 'books' ? 'Rate (and review) a book; a second call updates' : 'Rate (and review) an author',
      response: ratingSavedSchema,
      params: idOrSlugParamsSchema,
      body: ratingInputSchema,
      errors: [UNKNOWN, [429, 'Too many reviews this hour']],
      handler: async ({ params, body: { rating, review }, user }, _req, res) => {
        const id = await catalogueIdOf(kind, params.idOrSlug);
        // Only a text counts against the hourly review limit (docs/rules.md "Moderation").
        if (review) await limiters.consume('reviewUser', user.id);
        const saved = await ratings.upsert(kind, user.id, id, rating, review ?? null);
        const aggregate = await ratings.aggregate(kind, id);
        await aggregator.schedule({ kind, itemId: id });
        res.json(ok({ rating: saved, ...aggregate }));
      },
    }),

    route({
      method: 'DELETE',
      path: `/${kind}/:idOrSlug/ratings`,
      access: 'signed-in',
      summary: 'Remove the member rating',
      answers: 'no-content',
      params: idOrSlugParamsSchema,
      status: 204,
      errors: [UNKNOWN],
      handler: async ({ params, user }, _req, res) => {
        const id = await catalogueIdOf(kind, params.idOrSlug);
        if (await ratings.remove(kind, user.id, id)) await aggregator.schedule({ kind, itemId: id });
        res.status(204).end();
      },
    }),
  ]);
}
