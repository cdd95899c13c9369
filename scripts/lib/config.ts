// The only module of scripts/ that reads process.env: everything else receives a parsed Config.
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// Empty strings count as unset so a caller can switch a variable off (`DATABASE_URL=`) even
// when the root .env sets it: process.loadEnvFile never overwrites a variable that exists.
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const port = (fallback: number) => z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).default(fallback));
const flag = z.preprocess((v) => v === '1' || v === 'true', z.boolean());

const envSchema = z.object({
  PORT: port(3000),
  // The interface `npm start`'s gateway listens on: by default this machine only.
  GATEWAY_HOST: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('127.0.0.1')),
  CMS_PORT: port(3001),
  API_PORT: port(3002),
  PUBLIC_URL: optionalText,
  NODE_ENV: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['development', 'production', 'test']).default('development')),
  LOG_LEVEL: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('info')),
  DATABASE_URL: optionalText,
  TEST_DATABASE_URL: optionalText,
  DATA_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('.data')),
  EMBEDDED_PG_PORT: port(54329),
  REDIS_URL: optionalText,
  SMTP_HOST: optionalText,
  MAIL_CATCHER_SMTP_PORT: port(1025),
  MAIL_CATCHER_WEB_PORT: port(1080),
  PAYLOAD_SECRET: optionalText,
  PAYLOAD_PUSH: flag,
  EDITOR_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.string().email().default('editor@starshelf.local')),
  EDITOR_PASSWORD: optionalText,
  CI: flag,
  NO_COLOR: optionalText,
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  rootDir: string;
  dataDir: string;
  publicUrl: string;
  hasEnvFile: boolean;
  isRoot: boolean;
  useColor: boolean;
}

/** Loads the root .env (if any), validates the environment and fails fast listing bad keys. */
export function loadConfig(): Config {
  const envFile = join(ROOT_DIR, '.env');
  const hasEnvFile = existsSync(envFile);
  if (hasEnvFile) process.loadEnvFile(envFile);
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const env = parsed.data;
  return {
    ...env,
    rootDir: ROOT_DIR,
    dataDir: isAbsolute(env.DATA_DIR) ? env.DATA_DIR : join(ROOT_DIR, env.DATA_DIR),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    hasEnvFile,
    isRoot: userInfo().uid === 0,
    useColor: process.stdout.isTTY === true && env.NO_COLOR === undefined,
  };
}

/** The environment children inherit: ours, minus what the orchestrator decides for them. */
export function inheritedEnv(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}
