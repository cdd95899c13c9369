import { Router } from 'express';
import { ok, ratingInputSchema, type RatingInput } from '@starshelf/contract';
import { resolveCatalogueId } from '@starshelf/cms/catalogue';
import type { RatingAggregator } from '../../jobs/ratings/rating-aggregator.js';
import { currentUser } from '../../http/request-context.js';
import { validate } from '../../http/validate.js';
import { notFound } from '../catalogue/catalogue-error.js';
import { idOrSlugParamsSchema } from '../catalogue/schemas.js';
import type { RatedKind, RatingRepository } from './repository.js';

const TABLE_OF = { books: 'books', authors: 'authors' } as const;
const LABEL_OF: Record<RatedKind, string> = { books: 'Book', authors: 'Author' };

/**
 * POST/DELETE /api/{books,authors}/{id}/ratings. The rating is committed first and answered with
 * the aggregate read from the truth; the catalogue's copy follows through the aggregator.
 */
export function ratingRoutes(ratings: RatingRepository, aggregator: RatingAggregator): Router {
  const router = Router();

  const itemId = async (kind: RatedKind, idOrSlug: string) => {
    const id = await resolveCatalogueId(TABLE_OF[kind], idOrSlug);
    if (id === null) throw notFound(LABEL_OF[kind]);
    return id;
  };

  for (const kind of ['books', 'authors'] as const) {
    router.post(`/${kind}/:idOrSlug/ratings`, validate({ params: idOrSlugParamsSchema, body: ratingInputSchema }), async (req, res) => {
      const id = await itemId(kind, (req.params as { idOrSlug: string }).idOrSlug);
      const { rating, review } = req.body as RatingInput;
      const saved = await ratings.upsert(kind, currentUser(req)!.id, id, rating, review ?? null);
      const aggregate = await ratings.aggregate(kind, id);
      await aggregator.schedule({ kind, itemId: id });
      res.json(ok({ rating: saved, ...aggregate }));
    });

    router.delete(`/${kind}/:idOrSlug/ratings`, validate({ params: idOrSlugParamsSchema }), async (req, res) => {
      const id = await itemId(kind, (req.params as { idOrSlug: string }).idOrSlug);
      if (await ratings.remove(kind, currentUser(req)!.id, id)) await aggregator.schedule({ kind, itemId: id });
      res.status(204).end();
    });
  }
  return router;
}
