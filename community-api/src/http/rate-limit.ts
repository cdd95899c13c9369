import type { Request, RequestHandler } from 'express';
import { createLimiter, type Limit } from '@starshelf/cms/rate-limit';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from '../lib/redis.js';
import { sha256 } from '../lib/secure-token.js';
import { AppError } from './app-error.js';
import { currentUser } from './request-context.js';

export { createLimiter, type Limit };

const MINUTE = 60;
const TEN_MINUTES = 10 * MINUTE;
const QUARTER_HOUR = 15 * MINUTE;
const HOUR = 60 * MINUTE;

/** `points` requests per window of `durationSeconds`. */
const per = (points: number, durationSeconds: number): Limit => ({ points, durationSeconds });

/**
 * Per IP+email pair (tight) and per IP (loose), never per email alone: an attacker hammering a
 * member's address from elsewhere exhausts only their own pair and IP, so the member can still sign in.
 */
export const DEFAULT_RATE_LIMITS = {
  loginPair: per(10, QUARTER_HOUR),
  loginIp: per(100, QUARTER_HOUR),
  registerPair: per(5, HOUR),
  registerIp: per(30, HOUR),
  // Per address provider (the domain after @, docs/rules.md "Moderation"): a wave of sign-ups at one
  // provider stops here, while the members of a big provider registering in an ordinary hour do not.
  registerDomain: per(60, HOUR),
  resendPair: per(5, HOUR),
  resendIp: per(30, HOUR),
  verifyIp: per(30, QUARTER_HOUR),
  resetPair: per(5, HOUR),
  resetIp: per(30, HOUR),
  resetConfirmIp: per(30, QUARTER_HOUR),
  emailConfirmIp: per(30, QUARTER_HOUR),
  emailUndoIp: per(30, QUARTER_HOUR),
  // Guessing the current password from a stolen session is throttled like guessing it at login.
  passwordChangeUser: per(10, QUARTER_HOUR),
  emailChangeUser: per(10, HOUR),
  // A reader clicking around sends a few events a minute; bots past this cannot fill the disk.
  analyticsIp: per(120, MINUTE),
  newsletterIp: per(10, HOUR),
  // An import is a whole shelf; a member retrying a corrected file a few times is well inside this.
  importUser: per(10, HOUR),
  // Reviews a member may post (a rating with text, new or edited) and reviews they may report, per
  // hour (docs/rules.md "Moderation"): more than a reader writes, less than a spam run.
  reviewUser: per(20, HOUR),
  reportUser: per(30, HOUR),
  // The expensive reads (decision 105). An account export gathers every row held about
  // the member and the reading-list export the whole shelf with its books: a member downloads them
  // now and then, and retries a failed download a few times. Recommendations are refetched after each
  // rating or list change the home row sees: a member rating a book every ten seconds stays inside.
  accountExportUser: per(10, HOUR),
  readingListExportUser: per(20, HOUR),
  recommendationsUser: per(60, TEN_MINUTES),
  // Page renders (cache misses) per client; PAGE_RENDERS_PER_MINUTE sets the points. A reader's
  // full page loads are a few a minute and mostly cached; one client past this costs a few percent
  // of a core at most.
  pageRenderIp: per(120, MINUTE),
  // A crawl reads the index, then a file at a time, each of up to 20,000 pages to visit; a client
  // asking for more than this in a minute is not crawling.
  sitemapIp: per(30, MINUTE),
} satisfies Record<string, Limit>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, Limit>;
export type RateLimiters = {
  consume: (name: RateLimitName, key: string) => Promise<void>;
  reset: (name: RateLimitName, key: string) => Promise<void>;
};

type Options = { redis?: Redis | undefined; redisPrefix: string; limits?: Partial<RateLimits> | undefined };

export function createRateLimiters(options: Options): RateLimiters {
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...options.limits };
  const limiters = Object.fromEntries(
    Object.entries(limits).map(([name, limit]) => [name, createLimiter(name, limit, options)]),
  ) as Record<RateLimitName, RateLimiterAbstract>;

  return {
    consume: async (name, key) => {
      try {
        await limiters[name].consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new AppError('RATE_LIMITED', 429, 'Too many attempts, please try again later', { retryAfterSeconds });
      }
    },
    reset: async (name, key) => {
      // Best effort: a Redis outage must not turn a successful sign-in into an error.
      await limiters[name].delete(key).catch(() => undefined);
    },
  };
}

/** Emails are keyed by digest, so Redis never holds addresses. */
export function emailKey(req: Request): string {
  const body: unknown = req.body;
  const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
  return sha256(typeof email === 'string' ? email.trim().toLowerCase() : '');
}

export const ipKey = (req: Request): string => req.ip ?? 'unknown';
/** The address provider of a body's `email` (googlemail.com counts as gmail.com). */
export function emailDomainKey(req: Request): string {
  const body: unknown = req.body;
  const email = typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string' ? body.email : '';
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  return domain === 'googlemail.com' ? 'gmail.com' : domain;
}
export const pairKey = (req: Request): string => `${ipKey(req)}|${emailKey(req)}`;
/** The signed-in member (the guard runs first on their routes); the IP for anyone else. */
export const userKey = (req: Request): string => currentUser(req)?.id ?? ipKey(req);

/** Consumes one point of each named limit before the handler runs; the first exhausted one answers 429. */
export function rateLimit(limiters: RateLimiters, rules: Array<[RateLimitName, (req: Request) => string]>): RequestHandler {
  return async (req, _res, next) => {
    for (const [name, keyOf] of rules) await limiters.consume(name, keyOf(req));
    next();
  };
}
