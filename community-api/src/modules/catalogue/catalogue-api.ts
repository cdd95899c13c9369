import { Router } from 'express';
import type { Pool } from '../../db/pool.js';
import type { RatingAggregator } from '../../jobs/ratings/rating-aggregator.js';
import { catalogueWriteRoutes } from '../catalogue-writes/routes.js';
import { editionRoutes } from '../editions/routes.js';
import { ratingRepository } from '../ratings/repository.js';
import { ratingRoutes } from '../ratings/routes.js';
import { readingListRepository } from '../reading-list/repository.js';
import { readingListRoutes } from '../reading-list/routes.js';
import { searchRoutes } from '../search/routes.js';
import { catalogueRoutes } from './routes.js';

/**
 * Everything of issue 5 under /api, in the order Express must see it: the search paths before
 * `/books/:idOrSlug`, which would otherwise take "search" for a slug.
 */
export function catalogueApi(deps: { pool: Pool; ratingAggregator: RatingAggregator }): Router {
  const ratings = ratingRepository(deps.pool);
  const readingList = readingListRepository(deps.pool);
  const router = Router();
  router.use(searchRoutes());
  router.use(editionRoutes());
  router.use(ratingRoutes(ratings, deps.ratingAggregator));
  router.use(readingListRoutes(readingList));
  router.use(catalogueWriteRoutes(deps.pool));
  router.use(catalogueRoutes({ ratings, readingList }));
  return router;
}
