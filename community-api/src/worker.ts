import { loadConfig, ConfigError } from './config.js';
import { createMailWorker } from './jobs/mail/mail-worker.js';
import { createLogger } from './lib/logger.js';
import { createMailer } from './lib/mailer.js';
import { createRedis, pingRedis } from './lib/redis.js';
import { installShutdown } from './lib/shutdown.js';

/**
 * The background worker process: it owns the BullMQ consumers (mail now; rating aggregates and
 * analytics later). Without REDIS_URL there is no queue to consume, so the API runs job handlers
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
  logger.info({ queues: ['mail'] }, 'worker ready');

  installShutdown(logger, async () => {
    await mailWorker.close();
    mailer.close();
    await redis.quit().catch(() => redis.disconnect());
  });
}

main().catch((error: unknown) => {
  console.error('worker failed to start', error);
  process.exit(1);
});
