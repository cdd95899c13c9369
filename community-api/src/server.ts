import { once } from 'node:events';
import type { Server } from 'node:http';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createPool } from './db/pool.js';
import { createLogger, type Logger } from './lib/logger.js';
import { createRedis } from './lib/redis.js';

const SHUTDOWN_GRACE_MS = 10_000;

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
  if (!redis) logger.info('REDIS_URL not set: running without Redis; readiness skips it');

  const app = createApp({ config, logger, pool, redis });
  const server = app.listen(config.port, config.host);
  await once(server, 'listening');
  logger.info({ host: config.host, port: config.port }, 'community-api listening');

  installShutdown(logger, server, async () => {
    await pool.end();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });
}

function installShutdown(logger: Logger, server: Server, closeResources: () => Promise<void>): void {
  let isStopping = false;
  const stop = async (reason: string, exitCode: number): Promise<void> => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ reason }, 'shutting down');
    // Whatever hangs (a stuck socket, a dead database), the process must still go away.
    setTimeout(() => {
      logger.error('shutdown grace period exceeded; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    await closeResources();
    logger.info('stopped');
    process.exit(exitCode);
  };

  process.once('SIGTERM', () => void stop('SIGTERM', 0));
  process.once('SIGINT', () => void stop('SIGINT', 0));
  process.on('unhandledRejection', (error) => {
    logger.fatal({ err: error }, 'unhandled rejection');
    void stop('unhandledRejection', 1);
  });
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    void stop('uncaughtException', 1);
  });
}

main().catch((error: unknown) => {
  console.error('community-api failed to start', error);
  process.exit(1);
});
