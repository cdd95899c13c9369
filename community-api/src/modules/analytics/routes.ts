import { randomUUID } from 'node:crypto';
import { acceptedSchema, analyticsDeletedSchema, analyticsEventSchema, ok } from '@starshelf/contract';
import { AppError } from '../../http/app-error.js';
import { etagOf, privateAnswer, sendJsonBytes } from '../../http/cache-headers.js';
import { keptForAWhile } from '../../lib/kept-for-a-while.js';
import { ipKey, rateLimit, type RateLimiters } from '../../http/rate-limit.js';
import { route, type Route } from '../../http/route.js';
import type { AnalyticsIngest } from './analytics-ingest.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import type { AnalyticsRepository } from './repository.js';
import { dayOf } from './rollup.js';
import { analyticsCleanupQuerySchema, analyticsDashboardSchema, analyticsRangeQuerySchema } from './schemas.js';

/**
 * How long a dashboard answer is kept after its read began (decision 157): the events are counted by
 * the worker in batches, in another process, so no notice says when the counts changed; a few
 * seconds behind is invisible on a dashboard of days, and every administrator and reload within
 * them shares one read.
 */
export const DASHBOARD_KEPT_MS = 5_000;

type Deps = { repository: AnalyticsRepository; ingest: AnalyticsIngest; limiters: RateLimiters; clock: Clock; logger: Logger };

export function analyticsRoutes(deps: Deps): Route[] {
  // Per range and UTC day (a new day moves every range's window), as the bytes sent.
  const dashboards = keptForAWhile<string, { body: Buffer; etag: string }>(DASHBOARD_KEPT_MS, deps.clock);
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
      // An administrator's answer with an ETag: no shared cache may keep it.
      before: [privateAnswer],
      query: analyticsRangeQuerySchema,
      response: analyticsDashboardSchema,
      errors: [[400, 'Bad range']],
      handler: async ({ query: { range } }, _req, res) => {
        const now = deps.clock();
        const answer = await dashboards.get(`${range}|${dayOf(now)}`, async () => {
          const body = Buffer.from(JSON.stringify(ok(await deps.repository.dashboard(range, now))));
          return { body, etag: etagOf(body) };
        });
        sendJsonBytes(res, answer);
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
          const deleted = await deps.repository.deleteOlderThan(olderThanDays, deps.clock());
          // What this administrator just removed must not show on their next look.
          dashboards.forget();
          res.json(ok({ deleted }));
        } catch (error) {
          deps.logger.error({ err: error }, 'Cleanup of analytics logs error');
          throw new AppError('INTERNAL', 500, 'Cleanup of analytics logs error');
        }
      },
    }),
  ];
}
