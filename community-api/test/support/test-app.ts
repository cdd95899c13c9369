import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { Router } from 'express';
import supertest from 'supertest';
import { createApp, type AppDeps } from '../../src/app.js';
import { answerUnparsableRequests } from '../../src/http/client-error.js';
import type { Route } from '../../src/http/route.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createPool, type Pool } from '../../src/db/pool.js';
import type { RateLimits } from '../../src/http/rate-limit.js';
import { createMailDispatcher } from '../../src/mail/mail-dispatcher.js';
import type { Clock } from '../../src/lib/clock.js';
import { createLogger } from '../../src/lib/logger.js';
import { createMailer } from '../../src/lib/mailer.js';
import { createRedis, pingRedis, type Redis } from '../../src/lib/redis.js';
import type { CatalogueChanges } from '../../src/modules/catalogue/catalogue-changes.js';
import type { PageCache } from '../../src/modules/pages/page-cache.js';
import { pageRendererFrom } from '../../src/modules/pages/page-renderer.js';
import type { SitemapService } from '../../src/modules/sitemap/service.js';

export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const TEST_PUBLIC_URL = 'http://localhost:3000';

export type TestAgent = ReturnType<typeof supertest.agent>;

export type TestApp = {
  /** A cookie-keeping client that sends our Origin, as the browser on the public origin does. */
  request: TestAgent;
  /** A fresh client (own cookie jar) with our Origin. */
  agent: () => TestAgent;
  /** A client without Origin or Referer, as a foreign script or curl would be. */
  bare: ReturnType<typeof supertest>;
  config: Config;
  /** The port the app listens on (raw requests that supertest cannot make). */
  port: number;
  pool: Pool;
  /** Every declared /api route of this app. */
  routes: readonly Route[];
  logLines: () => Array<Record<string, unknown>>;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  databaseUrl: string;
  redisUrl?: string | undefined;
  extraRoutes?: Router[];
  smtpPort?: number;
  clock?: Clock;
  rateLimits?: Partial<RateLimits>;
  nodeEnv?: 'test' | 'production';
  /** TRUST_PROXY as an operator writes it; the default trusts loopback, like `npm start`. */
  trustProxy?: string;
  chatModel?: AppDeps['chatModel'];
  /** More environment, read by the real config parsing as an operator's would be (e.g. OPENAI_*). */
  env?: Record<string, string>;
  /** The server-side renderer module to load (a test's stand-in); unset: the front end's build, usually absent. */
  pageRendererFile?: string;
  /** The catalogue change listener (server.ts starts one); without it rendered pages are never cached. */
  catalogueChanges?: CatalogueChanges;
  /** The page cache, for a test that looks at its size. */
  pageCache?: PageCache;
  /** The sitemaps' builder, for a test that counts its builds. */
  sitemaps?: SitemapService;
};

/** A port nothing listens on: bound by us for a moment, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Removes what a suite left in Redis (queue metadata, counters) under its own prefix. */
async function deleteKeys(redis: Redis, pattern: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/** Starts the real app on port 0 with its own pool, Redis client, key prefix and a captured log. */
export async function startTestApp(options: TestAppOptions): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: options.nodeEnv ?? 'test',
    API_PORT: '0',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    // Each app gets its own Redis namespace, so suites never see each other's counters or jobs.
    REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    LOG_LEVEL: 'info',
    PUBLIC_URL: TEST_PUBLIC_URL,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(options.smtpPort ?? (await closedPort())),
    TRUST_PROXY: options.trustProxy,
    ...options.env,
  });
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  // The production logger's own settings (level, redaction), writing where the test can read it.
  const logger = createLogger(config, sink);
  const pool: Pool = createPool(config.databaseUrl);
  pool.on('error', () => undefined);
  const redis: Redis | undefined = config.redisUrl ? createRedis(config.redisUrl, logger) : undefined;
  // Wait for the first connection, or the first requests would count in the in-memory fallback.
  if (redis) await pingRedis(redis).catch(() => undefined);
  const mailer = createMailer(config);
  const mail = createMailDispatcher({ mailer, logger, redis, redisPrefix: config.redisPrefix });

  const app = createApp({
    config,
    logger,
    pool,
    redis,
    mail,
    clock: options.clock,
    rateLimits: options.rateLimits,
    extraRoutes: options.extraRoutes,
    chatModel: options.chatModel,
    pages: {
      renderer: options.pageRendererFile ? pageRendererFrom(options.pageRendererFile, logger) : undefined,
      changes: options.catalogueChanges,
      cache: options.pageCache,
    },
    sitemaps: options.sitemaps,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  answerUnparsableRequests(server);
  const agent = () => supertest.agent(server).set('Origin', TEST_PUBLIC_URL);

  return {
    request: agent(),
    agent,
    bare: supertest(server),
    config,
    port: (server.address() as AddressInfo).port,
    pool,
    routes: app.routes,
    logLines: () => lines.flatMap((chunk) => chunk.split('\n')).filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mail.close();
      mailer.close();
      await pool.end();
      if (redis?.status === 'ready') await deleteKeys(redis, `${config.redisPrefix}:*`);
      redis?.disconnect();
    },
  };
}
