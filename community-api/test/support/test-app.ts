import { createServer, type Server } from 'node:http';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { Router } from 'express';
import { pino } from 'pino';
import supertest from 'supertest';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createPool, type Pool } from '../../src/db/pool.js';
import { createRedis, type Redis } from '../../src/lib/redis.js';

export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export type TestApp = {
  request: ReturnType<typeof supertest>;
  logLines: () => Array<Record<string, unknown>>;
  close: () => Promise<void>;
};

type Options = { databaseUrl: string; redisUrl?: string | undefined; extraRoutes?: Router[] };

/** A port nothing listens on: bound by us for a moment, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts the real app on port 0 with its own pool, Redis client and a captured log. */
export async function startTestApp(options: Options): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    API_PORT: '0',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    LOG_LEVEL: 'info',
  });
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  const logger = pino({ level: config.logLevel }, sink);
  const pool: Pool = createPool(config.databaseUrl);
  pool.on('error', () => undefined);
  const redis: Redis | undefined = config.redisUrl ? createRedis(config.redisUrl, logger) : undefined;

  const app = createApp({ config, logger, pool, redis, extraRoutes: options.extraRoutes });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });

  return {
    request: supertest(server),
    logLines: () => lines.flatMap((chunk) => chunk.split('\n')).filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
      redis?.disconnect();
    },
  };
}
