import { z } from 'zod';

/** The one place in bench/ that reads the environment. */
const schema = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL of a seeded database'),
  BENCH_SECONDS: z.coerce.number().positive().default(5),
  // Payload's REST needs the built admin (cms/.next); set to 0 to skip that column.
  BENCH_PAYLOAD: z.enum(['0', '1']).default('1'),
});

export type BenchConfig = { databaseUrl: string; seconds: number; isPayloadIncluded: boolean };

export function benchConfig(env: Readonly<Record<string, string | undefined>> = process.env): BenchConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`bench: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  }
  return { databaseUrl: parsed.data.DATABASE_URL, seconds: parsed.data.BENCH_SECONDS, isPayloadIncluded: parsed.data.BENCH_PAYLOAD === '1' };
}

/** The environment handed to the child processes (they parse it themselves). */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  // Production refuses to start without SMTP; the bench sends no mail, so any host will do.
  return { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1', SMTP_HOST: '127.0.0.1', ...extra };
}

const scaleSchema = z.object({
  // label=url pairs, smallest first: "3k=postgres://…/a,100k=postgres://…/b".
  SCALE_DATABASES: z.string().min(1, 'is required: label=postgres://… pairs, comma-separated, smallest first'),
  BENCH_SECONDS: z.coerce.number().positive().default(5),
  // 'all': the plans of every call at the largest size, not only of those that miss a goal;
  // 'only': those plans and nothing measured (a quick look at a big database's SQL).
  SCALE_EXPLAIN: z.enum(['missed', 'all', 'only']).default('missed'),
  // Comma-separated parts of call names ("analytics,import"): only those calls are run, and the
  // report goes beside the full one (scale-selected.md), for a look at a few calls after a change.
  SCALE_CALLS: z.string().optional(),
});

export type ScaleDatabase = { label: string; url: string };
export type ScaleConfig = { databases: ScaleDatabase[]; seconds: number; explain: 'missed' | 'all' | 'only'; calls: string[] | null };

/** bench:scale's environment: the databases to compare, smallest first, and the seconds per cell. */
export function scaleConfig(env: Readonly<Record<string, string | undefined>> = process.env): ScaleConfig {
  const parsed = scaleSchema.safeParse(env);
  if (!parsed.success) throw new Error(`bench:scale: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  const databases = parsed.data.SCALE_DATABASES.split(',').map((pair) => {
    const at = pair.indexOf('=');
    const [label, url] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    if (at <= 0 || !/^postgres(ql)?:\/\//.test(url)) throw new Error(`bench:scale: SCALE_DATABASES entry "${label || pair}" is not label=postgres://…`);
    return { label, url };
  });
  const calls = parsed.data.SCALE_CALLS?.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean) ?? [];
  return { databases, seconds: parsed.data.BENCH_SECONDS, explain: parsed.data.SCALE_EXPLAIN, calls: calls.length > 0 ? calls : null };
}
