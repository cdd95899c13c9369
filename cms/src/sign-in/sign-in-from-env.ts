import { Redis } from 'ioredis';

import { cmsEnv } from '../env.js';
import { createClientAddress } from './client-address.js';
import type { SignInGuardOptions } from './guard-sign-in.js';
import { createSignInLimiters, type SignInLimiters } from './sign-in-limits.js';

let limiters: SignInLimiters | undefined;

/**
 * One Redis connection per CMS process, opened with the first sign-in (never while `next build`
 * loads the route). Commands fail at once while Redis is away; the limiters then count in memory.
 */
function limitersFromEnv(): SignInLimiters {
  if (limiters) return limiters;
  const env = cmsEnv();
  let redis: Redis | undefined;
  if (env.redisUrl) {
    redis = new Redis(env.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 3_000 });
    let isReported = false;
    redis.on('error', (error: Error) => {
      if (isReported) return;
      isReported = true;
      console.warn(`cms: redis connection error (sign-in limits count in memory meanwhile): ${error.message}`);
    });
    redis.on('ready', () => {
      isReported = false;
    });
  }
  limiters = createSignInLimiters({ redis, redisPrefix: env.redisPrefix });
  return limiters;
}

/** The editors' sign-in guard as the environment configures it (REDIS_URL, REDIS_PREFIX, TRUST_PROXY). */
export function signInGuardFromEnv(collection: string): SignInGuardOptions {
  let clientAddress: ((forwardedFor: string | null) => string) | undefined;
  return {
    collection,
    limiters: limitersFromEnv,
    clientAddress: (forwardedFor) => {
      clientAddress ??= createClientAddress(cmsEnv().trustProxy);
      return clientAddress(forwardedFor);
    },
  };
}
