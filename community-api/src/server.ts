import { once } from 'node:events';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createPool } from './db/pool.js';
import { createMailDispatcher } from './jobs/mail/mail-dispatcher.js';
import { createRatingAggregator } from './jobs/ratings/rating-aggregator.js';
import { startRatingBackground } from './jobs/ratings/rating-background.js';
import { startAnalyticsBackground } from './jobs/analytics/analytics-background.js';
import { createLogger } from './lib/logger.js';
import { createMailer } from './lib/mailer.js';
import { createRedis } from './lib/redis.js';
import { installShutdown } from './lib/shutdown.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`community-api: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config);
  const pool = createPool(config.databaseUrl);
  // An idle client losing its connection emits on the pool; unhandled, that would crash the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'postgres idle client error'));
  const redis = config.redisUrl ? createRedis(config.redisUrl, logger) : undefined;
  if (!redis) logger.info('REDIS_URL not set: running without Redis; mail is sent in-process, readiness skips Redis');
  const mailer = createMailer(config);
  const mail = createMailDispatcher({ mailer, logger, redis, redisPrefix: config.redisPrefix });

  const ratingAggregator = createRatingAggregator({ pool, logger, redis, redisPrefix: config.redisPrefix });
  // With Redis the worker consumes rating jobs and runs the reconcile; without it, this process does.
  const ratingBackground = redis ? undefined : startRatingBackground({ pool, logger, redisPrefix: config.redisPrefix, reconcileMs: config.ratingReconcileMs });

  // Likewise the analytics retention: scheduled by the worker with Redis, on a timer here without it.
  const analyticsBackground = redis ? undefined : await startAnalyticsBackground({ pool, logger, redisPrefix: config.redisPrefix });
  const app = createApp({ config, logger, pool, redis, mail, ratingAggregator });
  const server = app.listen(config.port, config.host);
  await once(server, 'listening');
  logger.info({ host: config.host, port: config.port }, 'community-api listening');

  installShutdown(logger, async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    await mail.close();
    await ratingAggregator.close();
    await ratingBackground?.close();
    await analyticsBackground?.close();
    mailer.close();
    await pool.end();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });
}

main().catch((error: unknown) => {
  console.error('community-api failed to start', error);
  process.exit(1);
});
