import { loadConfig, ConfigError } from './config.js';
import { createPool } from './db/pool.js';
import { startAnalyticsBackground } from './jobs/analytics/analytics-background.js';
import { createMailWorker } from './jobs/mail/mail-worker.js';
import { startRatingBackground } from './jobs/ratings/rating-background.js';
import { checkReadiness } from './modules/health/service.js';
import { startHeartbeat, WORKER_HEARTBEAT_FILE } from './lib/heartbeat.js';
import { createLogger } from './lib/logger.js';
import { createMailer } from './lib/mailer.js';
import { createRedis, pingRedis } from './lib/redis.js';
import { installShutdown } from './lib/shutdown.js';

/**
 * The background worker process: it owns the BullMQ consumers (mail, rating aggregates and their
 * periodic reconcile). Without REDIS_URL there is no queue to consume, so the API runs job handlers
 * in process instead and this process refuses to start.
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
  const redis = createRedis(config.redisUrl, logger);
  await pingRedis(redis);
  const mailer = createMailer(config);
  const mailWorker = createMailWorker({ redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, mailer, logger });
  const pool = createPool(config.databaseUrl);
  pool.on('error', (error) => logger.warn({ err: error }, 'postgres idle client error'));
  const ratings = startRatingBackground({
    pool,
    logger,
    redisUrl: config.redisUrl,
    redis,
    redisPrefix: config.redisPrefix,
    reconcileMs: config.ratingReconcileMs,
  });
  const analytics = await startAnalyticsBackground({ pool, logger, redisUrl: config.redisUrl, redisPrefix: config.redisPrefix });
  const heartbeat = startHeartbeat(WORKER_HEARTBEAT_FILE, async () => (await checkReadiness({ pool, redis })).isReady);
  logger.info({ queues: ['mail', 'rating-aggregates', 'analytics'] }, 'worker ready');

  installShutdown(logger, async () => {
    heartbeat.stop();
    await mailWorker.close();
    await ratings.close();
    await analytics.close();
    mailer.close();
    await pool.end();
    await redis.quit().catch(() => redis.disconnect());
  });
}

main().catch((error: unknown) => {
  console.error('worker failed to start', error);
  process.exit(1);
});
