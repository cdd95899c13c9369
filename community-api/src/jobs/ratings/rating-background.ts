import type { Pool } from '../../db/pool.js';
import type { Logger } from '../../lib/logger.js';
import type { Redis } from '../../lib/redis.js';
import { startRatingReconcile } from './reconcile-aggregates.js';
import { reconcileLease } from './reconcile-lease.js';
import { createRatingWorker } from './rating-worker.js';

/**
 * The background half of rating aggregates in one call for worker.ts (with Redis: the queue's
 * consumer plus the reconcile) or server.ts (without Redis: the reconcile only, since the API
 * then writes aggregates in-process). The reconcile needs the catalogue (DATABASE_URL and, in
 * production, PAYLOAD_SECRET) like every catalogue call.
 */
export function startRatingBackground(options: {
  pool: Pool;
  logger: Logger;
  redisUrl?: string | undefined;
  /** With Redis (the worker): replicas share one reconcile per interval through a lease. */
  redis?: Redis | undefined;
  redisPrefix: string;
  reconcileMs: number;
}): { close: () => Promise<void> } {
  const worker = options.redisUrl
    ? createRatingWorker({ redisUrl: options.redisUrl, redisPrefix: options.redisPrefix, pool: options.pool, logger: options.logger })
    : undefined;
  const claimRun = options.redis ? reconcileLease(options.redis, `${options.redisPrefix}:rating-reconcile-lease`, options.reconcileMs) : undefined;
  const stopReconcile = startRatingReconcile({ pool: options.pool, logger: options.logger, intervalMs: options.reconcileMs, claimRun });
  return {
    close: async () => {
      stopReconcile();
      await worker?.close();
    },
  };
}
