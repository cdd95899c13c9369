import { parseTrustProxy, type TrustProxy } from '@starshelf/cms/rate-limit';
import { z } from 'zod';

export { parseTrustProxy, type TrustProxy };

/** The one place that reads the environment (docs/style.md convention 3). */

// Not NodeJS.ProcessEnv: Next's global types (reached through the cms catalogue's Payload types)
// make NODE_ENV required there, and callers pass partial environments.
type EnvSource = Readonly<Record<string, string | undefined>>;

// `.env` files and compose often carry `KEY=` for "unset"; treat an empty value as missing.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema);

const port = z.coerce.number().int().min(0).max(65_535);
const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

const trustProxySchema = z.string().transform((value, ctx) => {
  try {
    return parseTrustProxy(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const databaseUrlSchema = z
  .string({ error: 'is required' })
  .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' });

const envSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'test', 'production']), 'development'),
  API_HOST: withDefault(z.string().min(1), '127.0.0.1'),
  API_PORT: withDefault(port, 3002),
  // `npm start` puts the gateway on the same machine; compose sets the hop count (see .env.example).
  TRUST_PROXY: withDefault(trustProxySchema, 'loopback'),
  DATABASE_URL: databaseUrlSchema,
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL' })),
  // Namespaces every Redis key we write (rate limits, queues), so deployments and test suites can share a server.
  REDIS_PREFIX: withDefault(z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/), 'starshelf'),
  LOG_LEVEL: withDefault(z.enum(LOG_LEVELS), 'info'),
  PUBLIC_URL: withDefault(z.url({ error: 'must be an absolute URL' }), 'http://localhost:3000'),
  // Defaults to the development mail catcher; production must name its server (checked below).
  SMTP_HOST: optional(z.string().min(1)),
  SMTP_PORT: withDefault(port, 1025),
  SMTP_USER: optional(z.string()),
  SMTP_PASS: optional(z.string()),
  SMTP_FROM: withDefault(z.string().min(3), 'Starshelf <no-reply@starshelf.local>'),
  SMTP_SECURE: withDefault(flag, 'false'),
  // How often the worker rewrites rating aggregates that drifted from the ratings (a safety net).
  RATING_RECONCILE_SECONDS: withDefault(z.coerce.number().int().min(1), 600),
  SESSION_IDLE_MINUTES: withDefault(z.coerce.number().int().min(1), 60 * 24 * 7),
  SESSION_MAX_AGE_HOURS: withDefault(z.coerce.number().int().min(1), 24 * 30),
  // The chatbot: a model only when a key is set (any OpenAI-compatible server), else offline mode.
  OPENAI_API_KEY: optional(z.string().min(1)),
  OPENAI_BASE_URL: optional(z.url({ error: 'must be an absolute URL' })),
  OPENAI_MODEL: withDefault(z.string().min(1), 'gpt-4o-mini'),
  // How long a chat answer may wait for the model in all (every tool round) and at most in silence
  // (no chunk); then the offline recommender answers (decision 101).
  LLM_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(600_000), 60_000),
  LLM_IDLE_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(600_000), 20_000),
  CHAT_QUOTA_NORMAL_USER: withDefault(z.coerce.number().int().min(0), 5),
  CHAT_QUOTA_POWER_USER: withDefault(z.coerce.number().int().min(0), 20),
  CHAT_QUOTA_GOLDEN_USER: withDefault(z.coerce.number().int().min(0), 200),
  CHAT_QUOTA_SUPER_USER: withDefault(z.coerce.number().int().min(0), 200),
  // The server-side page renderer; unset: the front end's build beside this workspace (frontend/dist-ssr).
  PAGE_RENDERER_PATH: optional(z.string().min(1)),
  // Pages rendered afresh (cache misses) per client address and minute; past it a 429 (decision 105).
  PAGE_RENDERS_PER_MINUTE: withDefault(z.coerce.number().int().min(1), 120),
  // Diagnosis only: logs every statement slower than this many ms with its parameters (bench:scale).
  DATABASE_LOG_STATEMENTS_MS: optional(z.coerce.number().int().min(0)),
});

export type Config = {
  nodeEnv: 'development' | 'test' | 'production';
  host: string;
  port: number;
  trustProxy: TrustProxy;
  databaseUrl: string;
  redisUrl: string | undefined;
  redisPrefix: string;
  logLevel: (typeof LOG_LEVELS)[number];
  publicUrl: string;
  smtp: { host: string; port: number; user?: string | undefined; pass?: string | undefined; from: string; isSecure: boolean };
  ratingReconcileMs: number;
  session: { idleMs: number; maxAgeMs: number; cookieName: string; registrationCookieName: string; isSecure: boolean };
  /** The renderer module of the server-rendered pages, when not the default build location. */
  pageRendererPath: string | undefined;
  /** Pages one client address may have rendered afresh per minute. */
  pageRendersPerMinute: number;
  /** Statements at least this slow (ms) are logged with their parameters; unset: none are. */
  logStatementsMs: number | undefined;
  chat: {
    llm: { apiKey: string; baseUrl: string | undefined; model: string } | undefined;
    /** The whole model answer (`answerMs`) and the longest silence in it (`idleMs`), in milliseconds. */
    modelTimeouts: { answerMs: number; idleMs: number };
    /** Messages per member per UTC day, by role. */
    dailyQuota: Record<'NORMAL_USER' | 'POWER_USER' | 'GOLDEN_USER' | 'SUPER_USER', number>;
  };
};

export class ConfigError extends Error {
  constructor(readonly keys: string[], message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function parse<T extends z.ZodType>(schema: T, env: EnvSource): z.output<T> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    const keys = [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];
    throw new ConfigError(keys, `Invalid environment: ${problems.join('; ')}`);
  }
  return result.data;
}

/**
 * Parses the environment once at start-up and fails fast, naming every bad key together so an
 * operator fixes them in one go. Values are never echoed: they may hold credentials.
 */
export function loadConfig(env: EnvSource = process.env): Config {
  const parsed = parse(envSchema, env);
  const isProduction = parsed.NODE_ENV === 'production';
  if (isProduction && !parsed.SMTP_HOST) {
    // Without it verification mail would go to a catcher that is not there and nobody could register.
    throw new ConfigError(['SMTP_HOST'], 'Invalid environment: SMTP_HOST is required in production');
  }
  return {
    nodeEnv: parsed.NODE_ENV,
    host: parsed.API_HOST,
    port: parsed.API_PORT,
    trustProxy: parsed.TRUST_PROXY,
    databaseUrl: parsed.DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    redisPrefix: parsed.REDIS_PREFIX,
    logLevel: parsed.LOG_LEVEL,
    publicUrl: parsed.PUBLIC_URL,
    smtp: {
      host: parsed.SMTP_HOST ?? '127.0.0.1',
      port: parsed.SMTP_PORT,
      user: parsed.SMTP_USER,
      pass: parsed.SMTP_PASS,
      from: parsed.SMTP_FROM,
      isSecure: parsed.SMTP_SECURE,
    },
    ratingReconcileMs: parsed.RATING_RECONCILE_SECONDS * 1_000,
    session: {
      idleMs: parsed.SESSION_IDLE_MINUTES * 60_000,
      maxAgeMs: parsed.SESSION_MAX_AGE_HOURS * 3_600_000,
      // `__Host-` makes the browser refuse the cookie unless Secure, path=/ and host-only.
      cookieName: isProduction ? '__Host-sid' : 'sid',
      // Names the registrations this browser sent (decision 106); never a session.
      registrationCookieName: isProduction ? '__Host-registration' : 'registration',
      isSecure: isProduction,
    },
    pageRendererPath: parsed.PAGE_RENDERER_PATH,
    pageRendersPerMinute: parsed.PAGE_RENDERS_PER_MINUTE,
    logStatementsMs: parsed.DATABASE_LOG_STATEMENTS_MS,
    chat: {
      llm: parsed.OPENAI_API_KEY ? { apiKey: parsed.OPENAI_API_KEY, baseUrl: parsed.OPENAI_BASE_URL, model: parsed.OPENAI_MODEL } : undefined,
      modelTimeouts: { answerMs: parsed.LLM_TIMEOUT_MS, idleMs: parsed.LLM_IDLE_TIMEOUT_MS },
      dailyQuota: {
        NORMAL_USER: parsed.CHAT_QUOTA_NORMAL_USER,
        POWER_USER: parsed.CHAT_QUOTA_POWER_USER,
        GOLDEN_USER: parsed.CHAT_QUOTA_GOLDEN_USER,
        SUPER_USER: parsed.CHAT_QUOTA_SUPER_USER,
      },
    },
  };
}

/** For the migration step, which needs nothing but the database. */
export function loadDatabaseUrl(env: EnvSource = process.env): string {
  return parse(z.object({ DATABASE_URL: databaseUrlSchema }), env).DATABASE_URL;
}

const mailCatcherSchema = z.object({
  MAIL_CATCHER_SMTP_PORT: withDefault(port, 1025),
  MAIL_CATCHER_WEB_PORT: withDefault(port, 1080),
});

/** For the development mail catcher launcher, which needs no database. */
export function loadMailCatcherConfig(env: EnvSource = process.env): { smtpPort: number; webPort: number } {
  const parsed = parse(mailCatcherSchema, env);
  return { smtpPort: parsed.MAIL_CATCHER_SMTP_PORT, webPort: parsed.MAIL_CATCHER_WEB_PORT };
}
