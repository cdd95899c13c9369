import { z } from 'zod';

/** The environment of the analytics bench (its own scratch database; nothing else is touched). */
const schema = z.object({
  ANALYTICS_BENCH_DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//).default('postgres://postgres@127.0.0.1:5432/starshelf_analytics_bench'),
  ANALYTICS_BENCH_EVENTS: z.coerce.number().int().positive().default(1_000_000),
  ANALYTICS_BENCH_RUNS: z.coerce.number().int().positive().default(30),
});

export function analyticsBenchConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`analytics bench: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  return { databaseUrl: parsed.data.ANALYTICS_BENCH_DATABASE_URL, events: parsed.data.ANALYTICS_BENCH_EVENTS, runs: parsed.data.ANALYTICS_BENCH_RUNS };
}
