import { randomUUID } from 'node:crypto';
import { acceptedSchema, analyticsDeletedSchema, analyticsEventSchema, ok } from '@starshelf/contract';
import { AppError } from '../../http/app-error.js';
import { ipKey, rateLimit, type RateLimiters } from '../../http/rate-limit.js';
import { route, type Route } from '../../http/route.js';
import type { AnalyticsIngest } from './analytics-ingest.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import type { AnalyticsRepository } from './repository.js';
import { analyticsCleanupQuerySchema, analyticsDashboardSchema, analyticsRangeQuerySchema } from './schemas.js';

type Deps = { repository: AnalyticsRepository; ingest: AnalyticsIngest; limiters: RateLimiters; clock: Clock; logger: Logger };

export function analyticsRoutes(deps: Deps): Route[] {
  return [
    route({
      method: 'POST',
      path: '/analytics/event',
      access: 'public',
      summary: 'Record an analytics event (docs/rules.md §7); written in batches by the worker',
      before: [rateLimit(deps.limiters, [['analyticsIp', ipKey]])],
      body: analyticsEventSchema,
      status: 202,
      response: acceptedSchema,
      errors: [[400, 'Unknown type or invalid field'], [429, 'Rate limited']],
      handler: async ({ body: input, user }, _req, res) => {
        // Time and role come from the server: a client cannot backdate events or inflate a role's views.
        await deps.ingest.accept({
          eventId: randomUUID(),
          occurredAt: deps.clock().toISOString(),
          eventType: input.eventType,
          route: input.route ?? null,
          entityType: input.entityType ?? null,
          entityId: input.entityId ?? null,
          userRole: user?.role ?? 'anonymous',
          metadata: input.metadata ?? null,
        });
        res.status(202).json(ok({ accepted: true }));
      },
    }),

    route({
      method: 'GET',
      path: '/admin/analytics',
      access: 'SUPER_USER',
      summary: 'Dashboard aggregates over 7, 30, 90 or 365 days',
      query: analyticsRangeQuerySchema,
      response: analyticsDashboardSchema,
      errors: [[400, 'Bad range']],
      handler: async ({ query: { range } }, _req, res) => {
        res.json(ok(await deps.repository.dashboard(range, deps.clock())));
      },
    }),

    route({
      method: 'DELETE',
      path: '/admin/analytics',
      access: 'SUPER_USER',
      summary: 'Delete analytics events older than N days',
      query: analyticsCleanupQuerySchema,
      response: analyticsDeletedSchema,
      errors: [[400, 'Bad olderThanDays'], [500, 'Cleanup of analytics logs error']],
      handler: async ({ query: { olderThanDays } }, _req, res) => {
        try {
          res.json(ok({ deleted: await deps.repository.deleteOlderThan(olderThanDays, deps.clock()) }));
        } catch (error) {
          deps.logger.error({ err: error }, 'Cleanup of analytics logs error');
          throw new AppError('INTERNAL', 500, 'Cleanup of analytics logs error');
        }
      },
    }),
  ];
}
