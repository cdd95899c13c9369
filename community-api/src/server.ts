import { once } from 'node:events';
import { configureCatalogue } from '@starshelf/cms/catalogue';
import { refreshPicksModel } from '@starshelf/cms/catalogue/recommend';
import { getCatalogue } from '@starshelf/cms/payload';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createPool, logIdleClientErrors } from './db/pool.js';
import { createMailDispatcher } from './mail/mail-dispatcher.js';
import { catalogueMatcher } from './modules/imports/catalogue-matcher.js';
import { createImportRunner } from './modules/imports/import-runner.js';
import { createRatingAggregator } from './modules/ratings/rating-aggregator.js';
import { startInProcessJobs } from './background-jobs.js';
import { createLogger } from './lib/logger.js';
import { createMailer } from './lib/mailer.js';
import { createRedis } from './lib/redis.js';
import { answerUnparsableRequests } from './http/client-error.js';
import { installShutdown } from './lib/shutdown.js';
import { listenForCatalogueChanges } from './modules/catalogue/catalogue-changes.js';

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
  const { logStatementsMs } = config;
  const statementLog = logStatementsMs === undefined ? undefined : { thresholdMs: logStatementsMs, write: (statement: object) => logger.warn({ statement }, 'database statement') };
  const pool = createPool(config.databaseUrl, statementLog);
  logIdleClientErrors(pool, logger);
  // The catalogue reads on this pool; Payload boots on the first write that goes through it (docs/architecture.md).
  configureCatalogue({ pool, payload: () => getCatalogue() });
  const redis = config.redisUrl ? createRedis(config.redisUrl, logger) : undefined;
  if (!redis) logger.info('REDIS_URL not set: running without Redis; mail is sent in-process, readiness skips Redis');
  const mailer = createMailer(config);
  const mail = createMailDispatcher({ mailer, logger, redis, redisPrefix: config.redisPrefix });

  const ratingAggregator = createRatingAggregator({ pool, logger, redis, redisPrefix: config.redisPrefix });
  const importRunner = createImportRunner({ pool, logger, redis, redisPrefix: config.redisPrefix, match: catalogueMatcher });
  // With Redis the worker process consumes the queues and schedules the periodic work; without it, this process does.
  const inProcessJobs = redis ? undefined : startInProcessJobs({ pool, logger, schedule: { reconcileEveryMs: config.ratingReconcileMs } });
  // Every catalogue write notifies; the rendered pages cached here are dropped at once (decision 086).
  const catalogueChanges = listenForCatalogueChanges(config.databaseUrl, logger);
  const app = createApp({ config, logger, pool, redis, mail, ratingAggregator, importRunner, pages: { changes: catalogueChanges } });
  const server = app.listen(config.port, config.host);
  answerUnparsableRequests(server);
  await once(server, 'listening');
  logger.info({ host: config.host, port: config.port }, 'community-api listening');
  // The personal picks' model (decisions 078, 154): built now, not on a member's first request.
  // A fraction of a second on the shipped catalogue, 4-5 s at a million books (mostly reading the
  // ratings), during which the first requests after a start share the database and the event loop.
  refreshPicksModel().catch((error: unknown) => logger.warn({ err: error }, 'personal picks model not built yet; the first request builds it'));

  installShutdown(logger, async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    await mail.close();
    await ratingAggregator.close();
    await importRunner.close();
    await inProcessJobs?.close();
    await catalogueChanges.close();
    mailer.close();
    await pool.end();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });
}

main().catch((error: unknown) => {
  console.error('community-api failed to start', error);
  process.exit(1);
});
