import { z } from 'zod';

/**
 * The only module that reads `process.env` in cms/. Parsed lazily and once, so importing the
 * config during `next build` or `payload generate:importmap` (no database, no secret) works.
 */
const DEV_ONLY_SECRET = 'starshelf-dev-only-secret-never-use-in-production';

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
});

export type CmsEnv = {
  databaseUrl: string | undefined;
  secret: string;
  isPushEnabled: boolean;
  mediaDir: string | undefined;
  editorEmail: string;
  editorPassword: string | undefined;
};

function emptyToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]));
}

export function parseCmsEnv(source: NodeJS.ProcessEnv): CmsEnv {
  const parsed = envSchema.safeParse(emptyToUndefined(source));
  if (!parsed.success) {
    const keys = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid cms environment: ${keys.join('; ')}`);
  }
  const env = parsed.data;
  // `next build` runs with NODE_ENV=production but never signs a token, so it may go without.
  const isBuildPhase = env.NEXT_PHASE === 'phase-production-build' || env.CMS_BUILD === '1';
  if (env.NODE_ENV === 'production' && !env.PAYLOAD_SECRET && !isBuildPhase) {
    throw new Error('Invalid cms environment: PAYLOAD_SECRET is required in production');
  }
  return {
    databaseUrl: env.DATABASE_URL,
    secret: env.PAYLOAD_SECRET ?? DEV_ONLY_SECRET,
    isPushEnabled: env.PAYLOAD_PUSH === '1',
    mediaDir: env.MEDIA_DIR,
    editorEmail: env.EDITOR_EMAIL,
    editorPassword: env.EDITOR_PASSWORD,
  };
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
