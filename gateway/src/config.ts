// The only module of the gateway that reads process.env: the standalone server's settings, parsed
// once at start-up; a bad value stops it with the variable's name.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: two folders up from here, in src/ and in the build (dist/) alike. */
const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// Empty strings count as unset, as for the other processes (an empty variable in .env switches it off).
const unsetIfEmpty = (v: unknown) => (v === '' ? undefined : v);
const optionalText = z.preprocess(unsetIfEmpty, z.string().optional());
const port = (fallback: number) => z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(65535).default(fallback));

const envSchema = z.object({
  PORT: port(3000),
  // This machine only, unless a container must be reached from outside (compose: 0.0.0.0).
  GATEWAY_HOST: z.preprocess(unsetIfEmpty, z.string().default('127.0.0.1')),
  CMS_PORT: port(3001),
  API_PORT: port(3002),
  // Where the admin and the API answer when they are not on this machine (compose: http://cms:3001).
  CMS_UPSTREAM: optionalText,
  API_UPSTREAM: optionalText,
  PUBLIC_URL: optionalText,
});

export interface GatewayConfig {
  port: number;
  host: string;
  cmsUrl: string;
  apiUrl: string;
  publicUrl: string;
  /** The front end's build. */
  staticDir: string;
}

/** The settings from an environment; fails listing every bad key. */
export function parseGatewayConfig(environment: NodeJS.ProcessEnv): GatewayConfig {
  const parsed = envSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.GATEWAY_HOST,
    cmsUrl: env.CMS_UPSTREAM ?? `http://127.0.0.1:${env.CMS_PORT}`,
    apiUrl: env.API_UPSTREAM ?? `http://127.0.0.1:${env.API_PORT}`,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    staticDir: join(ROOT_DIR, 'frontend', 'dist'),
  };
}

/** Loads the root .env (if any; it never overrides a variable already set), then the settings. */
export function loadGatewayConfig(): GatewayConfig {
  const envFile = join(ROOT_DIR, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  return parseGatewayConfig(process.env);
}
