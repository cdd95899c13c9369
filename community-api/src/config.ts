import { z } from 'zod';

/** The one place that reads the environment (STYLE.md convention 3). */

// `.env` files and compose often carry `KEY=` for "unset"; treat an empty value as missing.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'test', 'production']), 'development'),
  API_HOST: withDefault(z.string().min(1), '127.0.0.1'),
  API_PORT: withDefault(z.coerce.number().int().min(0).max(65_535), 3002),
  DATABASE_URL: z
    .string({ error: 'is required' })
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' }),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL' })),
  LOG_LEVEL: withDefault(z.enum(LOG_LEVELS), 'info'),
  PUBLIC_URL: withDefault(z.url({ error: 'must be an absolute URL' }), 'http://localhost:3000'),
});

export type Config = {
  nodeEnv: 'development' | 'test' | 'production';
  host: string;
  port: number;
  databaseUrl: string;
  redisUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  publicUrl: string;
};

export class ConfigError extends Error {
  constructor(readonly keys: string[], message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once at start-up and fails fast, naming every bad key together so an
 * operator fixes them in one go. Values are never echoed: they may hold credentials.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    const keys = [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];
    throw new ConfigError(keys, `Invalid environment: ${problems.join('; ')}`);
  }
  const parsed = result.data;
  return {
    nodeEnv: parsed.NODE_ENV,
    host: parsed.API_HOST,
    port: parsed.API_PORT,
    databaseUrl: parsed.DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    logLevel: parsed.LOG_LEVEL,
    publicUrl: parsed.PUBLIC_URL,
  };
}
