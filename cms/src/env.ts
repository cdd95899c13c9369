import { checkPassword } from '@starshelf/contract';
import { z } from 'zod';

import type { SmtpSettings } from './mail/smtp-transport.js';
import { parseTrustProxy, type TrustProxy } from './rate-limit/trust-proxy.js';

/**
 * The only module that reads `process.env` in cms/. Parsed lazily and once, so importing the
 * config during `next build` or `payload generate:importmap` (no database, no secret) works.
 */
const DEV_ONLY_SECRET = 'starshelf-dev-only-secret-never-use-in-production';

/** Values published in the README, `.env.example` or the start script: never accepted in production. */
const PUBLISHED_SECRETS = new Set([DEV_ONLY_SECRET, 'change-me', 'changeme']);
const PUBLISHED_PASSWORDS = new Set(['Starshelf-Editor-2026!', 'Starshelf-Member-2026!']);

const emptyAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  NEXT_PHASE: z.string().optional(),
  // Set by the build scripts: generating the admin's import map loads the config but signs nothing.
  CMS_BUILD: z.enum(['0', '1']).default('0'),
  DATABASE_URL: z.string().url().optional(),
  PAYLOAD_SECRET: z.string().min(16).optional(),
  PAYLOAD_PUSH: z.enum(['0', '1']).default('0'),
  MEDIA_DIR: z.string().min(1).optional(),
  EDITOR_EMAIL: z.string().email().default('editor@starshelf.local'),
  EDITOR_PASSWORD: z.string().min(1).optional(),
  // The same SMTP settings as the community API (see .env.example): the admin's password-reset mail.
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: emptyAsUnset(z.coerce.number().int().min(1).max(65_535).default(1025)),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().min(3).default('Starshelf <no-reply@starshelf.local>'),
  SMTP_SECURE: z.enum(['0', '1', 'true', 'false']).default('false'),
  // The site's address as readers reach it (the same value as the community API's): reset links.
  PUBLIC_URL: z.string().url().optional(),
  // The editors' sign-in limits share the community API's Redis and key space; without it they count in memory.
  REDIS_URL: z.string().min(1).optional(),
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/).default('starshelf'),
  // Hops in front of the CMS that may name the client (X-Forwarded-For), as the community API reads it.
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

export type CmsEnv = {
  isProduction: boolean;
  databaseUrl: string | undefined;
  secret: string;
  isPushEnabled: boolean;
  mediaDir: string | undefined;
  editorEmail: string;
  editorPassword: string | undefined;
  /** Undefined outside production when no SMTP server is configured: Payload then logs mail instead. */
  smtp: SmtpSettings | undefined;
  /** Where the editors' reset links point; without it Payload's default (the request's origin). */
  publicUrl: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  trustProxy: TrustProxy;
};

/** A refusal an operator can act on: one line, naming the setting, never echoing a value. */
export class CmsEnvError extends Error {
  constructor(problem: string) {
    super(`Invalid cms environment: ${problem}`);
    this.name = 'CmsEnvError';
  }
}

function emptyToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]));
}

export function parseCmsEnv(source: NodeJS.ProcessEnv): CmsEnv {
  const parsed = envSchema.safeParse(emptyToUndefined(source));
  if (!parsed.success) {
    const keys = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new CmsEnvError(keys.join('; '));
  }
  const env = parsed.data;
  // `next build` runs with NODE_ENV=production but never signs a token nor sends mail.
  const isBuildPhase = env.NEXT_PHASE === 'phase-production-build' || env.CMS_BUILD === '1';
  const isProduction = env.NODE_ENV === 'production' && !isBuildPhase;
  if (isProduction && (!env.PAYLOAD_SECRET || PUBLISHED_SECRETS.has(env.PAYLOAD_SECRET))) {
    throw new CmsEnvError('PAYLOAD_SECRET must be set to a random value of your own in production (e.g. `openssl rand -hex 32`)');
  }
  if (isProduction && !env.SMTP_HOST) {
    throw new CmsEnvError('SMTP_HOST (and SMTP_PORT, SMTP_USER, SMTP_PASS as your provider needs) must be set in production');
  }
  return {
    isProduction,
    databaseUrl: env.DATABASE_URL,
    secret: env.PAYLOAD_SECRET ?? DEV_ONLY_SECRET,
    isPushEnabled: env.PAYLOAD_PUSH === '1',
    mediaDir: env.MEDIA_DIR,
    editorEmail: env.EDITOR_EMAIL,
    editorPassword: env.EDITOR_PASSWORD,
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
          ...(env.SMTP_PASS ? { pass: env.SMTP_PASS } : {}),
          from: env.SMTP_FROM,
          isSecure: env.SMTP_SECURE === '1' || env.SMTP_SECURE === 'true',
        }
      : undefined,
    publicUrl: env.PUBLIC_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    trustProxy: env.TRUST_PROXY,
  };
}

/**
 * The first editor's password. In production it must exist (otherwise the admin would offer its
 * "create first user" form to whoever comes first), must not be a published one, and must pass the
 * members' password policy. Elsewhere a missing password leaves the editor to that form.
 */
export function editorPasswordOf(env: CmsEnv): string | undefined {
  const password = env.editorPassword;
  if (!env.isProduction) return password;
  if (!password) throw new CmsEnvError('EDITOR_PASSWORD must be set in production (the first editor is created with it)');
  if (PUBLISHED_PASSWORDS.has(password)) throw new CmsEnvError('EDITOR_PASSWORD is a published example: choose your own');
  if (!checkPassword(password).isValid) {
    throw new CmsEnvError('EDITOR_PASSWORD is too weak: 12+ characters with upper and lower case, a digit and a symbol');
  }
  return password;
}

let cached: CmsEnv | undefined;

export function cmsEnv(): CmsEnv {
  cached ??= parseCmsEnv(process.env);
  return cached;
}

/**
 * Outside Next (seeder, community API, tests) there is no dev server to reload from, yet in
 * development getPayload opens a WebSocket to Next's HMR endpoint on port 3000 (our gateway)
 * and keeps the process alive. Payload reads this flag from the environment itself.
 */
export function disablePayloadHmr(): void {
  process.env.DISABLE_PAYLOAD_HMR = 'true';
}
