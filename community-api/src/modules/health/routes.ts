import { Router } from 'express';
import { ok } from '@starshelf/contract';
import { AppError } from '../../http/app-error.js';
import type { Pool } from '../../db/pool.js';
import type { Redis } from '../../lib/redis.js';
import { checkReadiness } from './service.js';

export function healthRoutes(deps: { pool: Pool; redis?: Redis | undefined }): Router {
  const router = Router();

  // Liveness: answers as long as the process runs, touching nothing else.
  router.get('/health', (_req, res) => {
    res.json(ok({ status: 'ok' }));
  });

  router.get('/ready', async (_req, res) => {
    const readiness = await checkReadiness(deps);
    if (!readiness.isReady) {
      const down = Object.entries(readiness.checks)
        .filter(([, state]) => state === 'down')
        .map(([name]) => name);
      throw new AppError('INTERNAL', 503, `Not ready: ${down.join(', ')} down`, { checks: readiness.checks });
    }
    res.json(ok({ status: 'ready', checks: readiness.checks }));
  });

  return router;
}
