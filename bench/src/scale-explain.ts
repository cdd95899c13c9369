// The SQL behind a call, and its plan: a second API on the same database that logs every statement
// with its parameters (DATABASE_LOG_STATEMENTS_MS=0, community-api/src/db/pool.ts) is asked for the
// call once, and the slowest statements it ran are explained with EXPLAIN (ANALYZE, BUFFERS), each
// inside a transaction rolled back, so a write explained writes nothing.
import pg from 'pg';
import type { LoggedStatement } from '@starshelf/community-api/harness';
import { childEnv } from './config.js';
import { freePort, startUntilReady, untilResponsive, type Child } from './processes.js';

export type ExplainedStatement = LoggedStatement & { plan: string };

/** Statements worth a plan: reads and writes, not `begin`, `set` or `listen`. */
const EXPLAINABLE = /^\s*(select|with|insert|update|delete)\b/i;

export type StatementLogApi = {
  base: string;
  /** The statements the API ran while answering `path` (asked once, after `warm` answers). */
  statementsOf: (path: string, options: { headers?: Record<string, string>; warm?: number }) => Promise<LoggedStatement[]>;
  stop: () => Promise<void>;
};

export async function startStatementLogApi(root: string, databaseUrl: string): Promise<StatementLogApi> {
  const port = await freePort();
  let output = '';
  const child: Child = await startUntilReady('node', ['community-api/dist/server.js'], {
    cwd: root,
    env: childEnv({
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      REDIS_URL: '',
      PAYLOAD_SECRET: 'bench-only-secret-0123456789',
      PAGE_RENDERS_PER_MINUTE: '1000000',
      DATABASE_LOG_STATEMENTS_MS: '0',
    }),
    readyUrl: `http://127.0.0.1:${port}/api/health`,
    onStdout: (chunk) => (output += chunk),
  });
  const base = `http://127.0.0.1:${port}`;
  // The start's background work (the picks model, the rating reconciliation) and a warm-up's
  // leftovers must not be taken for the call's statements: wait until no statement came for a second.
  const settle = async () => {
    for (let waited = 0; waited < 60_000; waited += 1_000) {
      const before = output.length;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      if (output.length === before) return;
    }
  };
  await untilResponsive(`${base}/api/health`);
  await settle();
  const ask = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers });
    await response.text();
  };
  return {
    base,
    statementsOf: async (path, { headers, warm = 1 }) => {
      for (let index = 0; index < warm; index += 1) await ask(path, headers);
      await settle();
      output = '';
      await ask(path, headers);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return output
        .split('\n')
        .filter((line) => line.includes('"database statement"'))
        .map((line) => (JSON.parse(line) as { statement: LoggedStatement }).statement);
    },
    stop: () => child.stop(),
  };
}

/** The `top` slowest distinct statements among `statements`, with their plans. */
export async function explainSlowest(databaseUrl: string, statements: readonly LoggedStatement[], top = 3): Promise<ExplainedStatement[]> {
  const slowest = new Map<string, LoggedStatement>();
  for (const statement of statements) {
    if (!EXPLAINABLE.test(statement.text)) continue;
    const kept = slowest.get(statement.text);
    if (!kept || kept.ms < statement.ms) slowest.set(statement.text, statement);
  }
  const chosen = [...slowest.values()].sort((a, b) => b.ms - a.ms).slice(0, top);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const explained: ExplainedStatement[] = [];
  try {
    for (const statement of chosen) {
      await client.query('begin');
      try {
        const result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.text}`, statement.values);
        explained.push({ ...statement, plan: result.rows.map((row) => row['QUERY PLAN']).join('\n') });
      } catch (error) {
        explained.push({ ...statement, plan: `(not explained: ${String(error)})` });
      } finally {
        await client.query('rollback');
      }
    }
  } finally {
    await client.end();
  }
  return explained;
}

/**
 * What in a plan tends not to scale: a whole-table scan (or one repeated per outer row), an index
 * read or a filter over thousands of rows, a big sort, a slow aggregate (a count or a sum over many rows).
 */
export function planWarnings(plan: string): string[] {
  const warnings = new Set<string>();
  for (const match of plan.matchAll(/Seq Scan on (\w+)(?: \w+)? .*?actual time=\S+ rows=(\d+) loops=(\d+)/g)) {
    const [rows, loops] = [Number(match[2]), Number(match[3])];
    if (rows * loops >= 1_000) warnings.add(`seq scan on ${match[1]} (${rows} rows${loops > 1 ? ` × ${loops} loops` : ''})`);
  }
  for (const match of plan.matchAll(/(Bitmap Heap Scan|Index Scan|Index Only Scan)(?: using \w+)? on (\w+)(?: \w+)? .*?actual time=\S+ rows=(\d+) loops=(\d+)/g)) {
    const rows = Number(match[3]) * Number(match[4]);
    if (rows >= 5_000) warnings.add(`${match[1]?.toLowerCase()} reading ${rows} rows of ${match[2]}`);
  }
  for (const match of plan.matchAll(/Rows Removed by Filter: (\d+)/g)) {
    if (Number(match[1]) >= 5_000) warnings.add(`a filter discarding ${match[1]} rows`);
  }
  for (const match of plan.matchAll(/Sort Method: ([\w -]+?):\s+(\d+)kB/g)) {
    if (Number(match[2]) >= 1_000) warnings.add(`sort (${match[1]}) of ${match[2]} kB`);
  }
  for (const match of plan.matchAll(/Aggregate .*?actual time=[\d.]+\.\.([\d.]+) rows=\d+ loops=1/g)) {
    if (Number(match[1]) >= 5) warnings.add(`aggregate taking ${Number(match[1]).toFixed(0)} ms`);
  }
  return [...warnings];
}
