import { z } from 'zod';
import { errorEnvelopeSchema, successEnvelope } from '@starshelf/contract';
import type { Operation } from '../../http/openapi.js';
import { analyticsCleanupQuerySchema, analyticsDashboardSchema, analyticsEventSchema, analyticsRangeQuerySchema } from './schemas.js';

const error = (status: number, description: string) => ({ status, description, schema: errorEnvelopeSchema });

/** OpenAPI entries of the analytics routes, merged into http/openapi.ts. */
export const ANALYTICS_OPERATIONS: Record<string, Operation> = {
  'POST /api/analytics/event': {
    summary: 'Record an analytics event (SPEC.md §7); written in batches by the worker',
    body: analyticsEventSchema,
    answers: [{ status: 202, description: 'Accepted', schema: successEnvelope(z.object({ accepted: z.boolean() })) }, error(400, 'Unknown type or invalid field'), error(429, 'Rate limited')],
  },
  'GET /api/admin/analytics': {
    summary: 'Dashboard aggregates over 7, 30, 90 or 365 days',
    query: analyticsRangeQuerySchema,
    answers: [{ status: 200, description: 'Aggregates', schema: successEnvelope(analyticsDashboardSchema) }, error(400, 'Bad range'), error(401, 'Anonymous'), error(403, 'Not SUPER_USER')],
  },
  'DELETE /api/admin/analytics': {
    summary: 'Delete analytics events older than N days',
    query: analyticsCleanupQuerySchema,
    answers: [{ status: 200, description: 'Deleted count', schema: successEnvelope(z.object({ deleted: z.number().int() })) }, error(400, 'Bad olderThanDays'), error(500, 'Cleanup of analytics logs error')],
  },
};
