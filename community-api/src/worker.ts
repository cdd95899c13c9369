import { configureCatalogue } from '@starshelf/cms/catalogue';
import { getCatalogue } from '@starshelf/cms/payload';
import { loadConfig, ConfigError } from './config.js';
import { createPool, logIdleClientErrors } from './db/pool.js';
import { startJobWorkers } from './background-jobs.js';
import { startHeartbeat, WORKER_HEARTBEAT_FILE } from './lib/heartbeat.js';
import { checkReadiness } from './modules/health/service.js';
import { createLogger } from './lib/logger.js';
import { createMailer } from './lib/mailer.js';
import { installShutdown } from './lib/shutdown.js';

/**
 * The background worker process: it owns the BullMQ consumers (mail, rating aggregates, analytics, imports)
 * and the job schedulers of the periodic work (reconcile, retention). Without REDIS_URL there is no
 * queue to consume, so the API runs job handlers in process instead and this process refuses to start.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`worker: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config).child({ process: 'worker' });
  if (!config.redisUrl) {
    logger.error('REDIS_URL not set: the worker has no queues to consume (jobs run in the API process)');
    process.exit(1);
  }
  const mailer = createMailer(config);
  const pool = createPool(config.databaseUrl);
  logIdleClientErrors(pool, logger);
  // The jobs' catalogue reads and aggregate writes run on this pool; Payload boots only if a job writes through it.
  configureCatalogue({ pool, payload: () => getCatalogue() });
  const jobs = await startJobWorkers({
    pool,
    logger,
    mailer,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    schedule: { reconcileEveryMs: config.ratingReconcileMs },
  });
  // The container's health check reads this file's age: fresh while PostgreSQL and Redis answer.
  const heartbeat = startHeartbeat(WORKER_HEARTBEAT_FILE, async () => (await checkReadiness({ pool, redis: jobs.connection })).isReady);
  logger.info({ queues: ['mail', 'rating-aggregates', 'analytics', 'goodreads-imports', 'catalogue-trash'] }, 'worker ready');

  installShutdown(logger, async () => {
    heartbeat.stop();
    await jobs.close();
    mailer.close();
    await pool.end();
  });
}

main().catch((error: unknown) => {
  console.error('worker failed to start', error);
  process.exit(1);
});
