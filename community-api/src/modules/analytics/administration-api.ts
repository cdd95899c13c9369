import { Router } from 'express';
import type { Database } from '../../db/database.js';
import type { Pool } from '../../db/pool.js';
import type { RateLimiters } from '../../http/rate-limit.js';
import { createAnalyticsIngest } from '../../jobs/analytics/analytics-ingest.js';
import type { MailDispatcher } from '../../jobs/mail/mail-dispatcher.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import type { Redis } from '../../lib/redis.js';
import { adminUserRepository } from '../admin-users/repository.js';
import { adminUserRoutes } from '../admin-users/routes.js';
import { adminUserService } from '../admin-users/service.js';
import { newsletterRoutes } from '../newsletter/routes.js';
import { newsletterService } from '../newsletter/service.js';
import { analyticsRepository } from './repository.js';
import { analyticsRoutes } from './routes.js';

type Deps = {
  pool: Pool;
  db: Database;
  logger: Logger;
  redis?: Redis | undefined;
  redisPrefix: string;
  mail: MailDispatcher;
  limiters: RateLimiters;
  clock: Clock;
  publicUrl: string;
};

/** Issue 8 under /api: analytics ingest and dashboard, member administration, newsletter. */
export function administrationApi(deps: Deps): Router {
  const repository = analyticsRepository(deps.pool);
  // Shares the API's Redis connection, which server.ts closes; the queue object holds nothing else.
  const ingest = createAnalyticsIngest({ repository, logger: deps.logger, redis: deps.redis, redisPrefix: deps.redisPrefix });
  const router = Router();
  router.use(analyticsRoutes({ repository, ingest, limiters: deps.limiters, clock: deps.clock, logger: deps.logger }));
  router.use(adminUserRoutes(adminUserService(adminUserRepository(deps.db), deps.clock)));
  router.use(newsletterRoutes(newsletterService({ db: deps.db, mail: deps.mail, clock: deps.clock, publicUrl: deps.publicUrl }), deps.limiters));
  return router;
}
