import { createHash } from 'node:crypto';

import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

import { createLimiter, type CounterStore, type Limit } from '../rate-limit/counter.js';

/**
 * Attempts per client address and sign-in address (tight) and per client address (loose), never per
 * sign-in address alone: someone failing at the editor's address exhausts only their own counters,
 * so the editor signs in from anywhere else. Each login spends a password hash (600,000 rounds of
 * PBKDF2), which is what the per-client limit also keeps in check.
 */
export const SIGN_IN_LIMITS = {
  loginPair: { points: 10, durationSeconds: 15 * 60 },
  loginClient: { points: 30, durationSeconds: 15 * 60 },
  resetPair: { points: 5, durationSeconds: 60 * 60 },
  resetClient: { points: 20, durationSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

export type SignInLimitName = keyof typeof SIGN_IN_LIMITS;

export type SignInLimiters = {
  /** Spends one attempt; answers how long to wait when none was left, undefined otherwise. */
  consume: (name: SignInLimitName, key: string) => Promise<{ retryAfterSeconds: number } | undefined>;
  /** Gives the attempts back (a successful sign-in); best effort. */
  reset: (name: SignInLimitName, key: string) => Promise<void>;
};

/** Addresses are counted by digest: Redis never holds an editor's address. */
export function addressKey(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
}

type Options = CounterStore & { limits?: Partial<Record<SignInLimitName, Limit>> };

export function createSignInLimiters(options: Options): SignInLimiters {
  const limits = { ...SIGN_IN_LIMITS, ...options.limits };
  const limiters = Object.fromEntries(
    Object.entries(limits).map(([name, limit]) => [name, createLimiter(`cms-${name}`, limit, options)]),
  ) as Record<SignInLimitName, RateLimiterAbstract>;
  return {
    consume: async (name, key) => {
      try {
        await limiters[name].consume(key);
        return undefined;
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
    reset: async (name, key) => {
      await limiters[name].delete(key).catch(() => undefined);
    },
  };
}
