import express, { type Router } from 'express';
import type { Config } from './config.js';
import type { Pool } from './db/pool.js';
import type { Logger } from './lib/logger.js';
import type { Redis } from './lib/redis.js';
import { errorHandler } from './http/error-handler.js';
import { notFound } from './http/not-found.js';
import { requestLogger } from './http/request-logger.js';
import { healthRoutes } from './modules/health/routes.js';

export type AppDeps = {
  config: Config;
  logger: Logger;
  pool: Pool;
  /** Absent when the process runs without Redis (jobs in-process); readiness then skips it. */
  redis?: Redis | undefined;
  /**
   * Extra routers mounted under /api before the 404 and error handlers. Tests use it to reach the
   * error paths through the real middleware stack.
   */
  extraRoutes?: Router[];
};

/** Builds the Express app without listening, so tests and server.ts share the same stack. */
export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // The gateway on the public origin is the one proxy in front of us (loopback).
  app.set('trust proxy', 'loopback');

  app.use(requestLogger(deps.logger));
  app.use(express.json({ limit: '100kb' }));

  const api = express.Router();
  api.use(healthRoutes({ pool: deps.pool, redis: deps.redis }));
  for (const router of deps.extraRoutes ?? []) api.use(router);

  app.use('/api', api);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
