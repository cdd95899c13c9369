import { Redis } from 'ioredis';
import type { Logger } from './logger.js';

export type { Redis };

/**
 * Every Redis key we write starts with REDIS_PREFIX (rate limits, the chat quota, BullMQ's queues),
 * so deployments and test suites can share one server.
 */
export const redisKey = (prefix: string, ...parts: string[]): string => [prefix, ...parts].join(':');

/**
 * `requests`: the API's connection (request handlers, readiness, queue producers). Commands fail at
 * once while disconnected instead of queueing, so a request never waits on a Redis that is down.
 * `workers`: the worker process's one shared connection for BullMQ consumers and schedulers, which
 * block on Redis and require unlimited retries per request.
 */
export type RedisUse = 'requests' | 'workers';

/** The one place a Redis connection is opened. */
export function createRedis(redisUrl: string, logger: Logger, use: RedisUse = 'requests'): Redis {
  const redis = new Redis(redisUrl, {
    ...(use === 'requests' ? { enableOfflineQueue: false, maxRetriesPerRequest: 1 } : { maxRetriesPerRequest: null }),
    connectTimeout: 3_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let isReported = false;
  redis.on('error', (error: Error) => {
    // ioredis emits on every reconnect attempt; one line per outage is enough.
    if (isReported) return;
    isReported = true;
    logger.warn({ err: error, use }, 'redis connection error');
  });
  redis.on('ready', () => {
    isReported = false;
  });
  return redis;
}

const CONNECTING_STATES = new Set(['wait', 'connecting', 'connect']);

/**
 * PING that tolerates a client still making its first connection (just after start-up): it waits
 * for that attempt to settle instead of failing on the empty offline queue. A client already
 * reconnecting after a failure counts as down at once.
 */
export async function pingRedis(redis: Redis): Promise<string> {
  if (CONNECTING_STATES.has(redis.status)) {
    await new Promise<void>((resolve) => {
      const settle = () => {
        redis.off('ready', settle);
        redis.off('error', settle);
        redis.off('close', settle);
        resolve();
      };
      redis.once('ready', settle);
      redis.once('error', settle);
      redis.once('close', settle);
    });
  }
  return redis.ping();
}
