import { ROLES, type Role } from '@starshelf/contract';
import { z } from 'zod';

/**
 * The only module of seed/ that reads `process.env`. The CMS side (bootCatalogue) reads
 * DATABASE_URL and PAYLOAD_SECRET through its own config module.
 */
const DEFAULT_DEV_PASSWORD = 'Starshelf-Member-2026!';
// The same development default as scripts/start.ts, so both print the same editor password.
const DEFAULT_EDITOR_PASSWORD = 'Starshelf-Editor-2026!';

const devEmailDefaults: Record<Role, string> = {
  NORMAL_USER: 'normal@starshelf.local',
  POWER_USER: 'power@starshelf.local',
  GOLDEN_USER: 'golden@starshelf.local',
  SUPER_USER: 'super@starshelf.local',
};

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  DATABASE_URL: optional(z.string().url()),
  DEV_MEMBER_PASSWORD: optional(z.string().min(12)),
  DEV_NORMAL_USER_EMAIL: optional(z.string().email()),
  DEV_POWER_USER_EMAIL: optional(z.string().email()),
  DEV_GOLDEN_USER_EMAIL: optional(z.string().email()),
  DEV_SUPER_USER_EMAIL: optional(z.string().email()),
  EDITOR_EMAIL: optional(z.string().email()),
  EDITOR_PASSWORD: optional(z.string().min(1)),
});

export interface DevAccountsConfig {
  members: { role: Role; email: string }[];
  memberPassword: string;
  editorEmail: string;
  editorPassword: string;
}

export interface SeedConfig {
  databaseUrl: string;
  isProduction: boolean;
  /** Undefined in production: no development accounts there. */
  devAccounts: DevAccountsConfig | undefined;
}

export function parseSeedConfig(source: Record<string, string | undefined>): SeedConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid seed environment: ${issues}`);
  }
  const env = parsed.data;
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set: the seeder needs the PostgreSQL connection string');
  const isProduction = env.NODE_ENV === 'production';
  const emailOf = (role: Role) => env[`DEV_${role}_EMAIL`] ?? devEmailDefaults[role];
  return {
    databaseUrl: env.DATABASE_URL,
    isProduction,
    devAccounts: isProduction
      ? undefined
      : {
          members: ROLES.map((role) => ({ role, email: emailOf(role) })),
          memberPassword: env.DEV_MEMBER_PASSWORD ?? DEFAULT_DEV_PASSWORD,
          editorEmail: env.EDITOR_EMAIL ?? 'editor@starshelf.local',
          editorPassword: env.EDITOR_PASSWORD ?? DEFAULT_EDITOR_PASSWORD,
        },
  };
}

export function seedConfig(): SeedConfig {
  return parseSeedConfig(process.env);
}
