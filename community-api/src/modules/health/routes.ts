import { z } from 'zod';
import { healthSchema, ok } from '@starshelf/contract';
import { AppError } from '../../http/app-error.js';
import { route, type Route } from '../../http/route.js';
import type { Pool } from '../../db/pool.js';
import type { Redis } from '../../lib/redis.js';
import { checkReadiness } from './service.js';

const state = z.enum(['up', 'down', 'skipped']);

export function healthRoutes(deps: { pool: Pool; redis?: Redis | undefined }): Route[] {
  return [
    // Liveness: answers as long as the process runs, touching nothing else.
    route({
      method: 'GET',
      path: '/health',
      access: 'public',
      summary: 'Liveness',
      response: healthSchema,
      handler: (_input, _req, res) => {
        res.json(ok({ status: 'ok' }));
      },
    }),

    route({
      method: 'GET',
      path: '/ready',
      access: 'public',
      summary: 'Readiness of Postgres and Redis',
      response: z.object({ status: z.literal('ready'), checks: z.object({ postgres: state, redis: state }) }),
      errors: [[503, 'A dependency is down']],
      handler: async (_input, _req, res) => {
        const readiness = await checkReadiness(deps);
        if (!readiness.isReady) {
          const down = Object.entries(readiness.checks)
            .filter(([, state]) => state === 'down')
            .map(([name]) => name);
          throw new AppError('INTERNAL', 503, `Not ready: ${down.join(', ')} down`, { checks: readiness.checks });
        }
        res.json(ok({ status: 'ready', checks: readiness.checks }));
      },
    }),
  ];
}
