import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { ok } from '@starshelf/contract';
import { AppError } from '../../http/app-error.js';
import { ipKey, rateLimit, type RateLimiters } from '../../http/rate-limit.js';
import { currentUser } from '../../http/request-context.js';
import { validate } from '../../http/validate.js';
import type { AnalyticsIngest } from '../../jobs/analytics/analytics-ingest.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import type { AnalyticsRepository } from './repository.js';
import { analyticsCleanupQuerySchema, analyticsEventSchema, analyticsRangeQuerySchema, type AnalyticsEventInput, type AnalyticsRange } from './schemas.js';

type Deps = { repository: AnalyticsRepository; ingest: AnalyticsIngest; limiters: RateLimiters; clock: Clock; logger: Logger };

export function analyticsRoutes(deps: Deps): Router {
  const router = Router();

  router.post('/analytics/event', rateLimit(deps.limiters, [['analyticsIp', ipKey]]), validate({ body: analyticsEventSchema }), async (req, res) => {
    const input = req.body as AnalyticsEventInput;
    // Time and role come from the server: a client cannot backdate events or inflate a role's views.
    await deps.ingest.accept({
      eventId: randomUUID(),
      occurredAt: deps.clock().toISOString(),
      eventType: input.eventType,
      route: input.route ?? null,
      entityType: input.entityType ?? null,
      entityId: input.entityId ?? null,
      userRole: currentUser(req)?.role ?? 'anonymous',
      metadata: input.metadata ?? null,
    });
    res.status(202).json(ok({ accepted: true }));
  });

  router.get('/admin/analytics', validate({ query: analyticsRangeQuerySchema }), async (req, res) => {
    const { range } = req.query as unknown as { range: AnalyticsRange };
    res.json(ok(await deps.repository.dashboard(range, deps.clock())));
  });

  router.delete('/admin/analytics', validate({ query: analyticsCleanupQuerySchema }), async (req, res) => {
    const { olderThanDays } = req.query as unknown as { olderThanDays: number };
    try {
      res.json(ok({ deleted: await deps.repository.deleteOlderThan(olderThanDays, deps.clock()) }));
    } catch (error) {
      deps.logger.error({ err: error }, 'Cleanup of analytics logs error');
      throw new AppError('INTERNAL', 500, 'Cleanup of analytics logs error');
    }
  });

  return router;
}
