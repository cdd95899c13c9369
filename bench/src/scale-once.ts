// bench:scale's calls that are not requests under load but one long piece of work each, timed a
// few times: a 5,000-row import to done, the API's cold start to healthy, and the migrations on an
// already migrated database (what every start pays to check them).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { ImportReport } from '@starshelf/contract';
import { createPool } from '@starshelf/community-api/harness';
import { childEnv } from './config.js';
import { goodreadsExportOf } from './import-rows.js';
import { freePort, startUntilReady, untilResponsive } from './processes.js';

const run = promisify(execFile);

export const IMPORT_ROWS = 5_000;

/** Seconds from the upload of a generated Goodreads export until its import is done. */
export async function timeImport(base: string, databaseUrl: string, headers: Record<string, string>): Promise<number> {
  const pool = createPool(databaseUrl);
  const file = await goodreadsExportOf(pool, IMPORT_ROWS).finally(() => pool.end());
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'goodreads_library_export.csv');
  const started = performance.now();
  const accepted = await fetch(`${base}/api/imports/goodreads`, { method: 'POST', headers, body: form });
  if (accepted.status !== 202) throw new Error(`bench:scale: import upload answered ${accepted.status}`);
  const { id } = ((await accepted.json()) as { data: { id: string } }).data;
  for (;;) {
    const response = await fetch(`${base}/api/imports/${id}`, { headers });
    const report = ((await response.json()) as { data: ImportReport }).data;
    if (report.status !== 'queued' && report.status !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return (performance.now() - started) / 1000;
}

export type ColdStart = { healthyMs: number; responsiveMs: number };

/**
 * Milliseconds from `node community-api/dist/server.js` (what `npm start` runs for the API) until
 * /api/health answers, and until it answers quickly (the start's own work done); `first` then asks
 * the fresh process for what it has not built yet.
 */
export async function timeColdStart(root: string, databaseUrl: string, first: (base: string) => Promise<void>): Promise<ColdStart> {
  const port = await freePort();
  const started = performance.now();
  const child = await startUntilReady('node', ['community-api/dist/server.js'], {
    cwd: root,
    env: childEnv({ DATABASE_URL: databaseUrl, API_PORT: String(port), REDIS_URL: '', PAYLOAD_SECRET: 'bench-only-secret-0123456789' }),
    readyUrl: `http://127.0.0.1:${port}/api/health`,
    timeoutMs: 300_000,
  });
  const healthyMs = performance.now() - started;
  try {
    await untilResponsive(`http://127.0.0.1:${port}/api/health`);
    const responsiveMs = performance.now() - started;
    await first(`http://127.0.0.1:${port}`);
    return { healthyMs, responsiveMs };
  } finally {
    await child.stop();
  }
}

/** The floor of a cold start: a bare Node process that connects to the database and answers one query. */
export async function timeBareStart(root: string, databaseUrl: string): Promise<number> {
  const started = performance.now();
  const script = "import pg from 'pg'; const c = new pg.Client({ connectionString: process.argv[1] }); await c.connect(); await c.query('select 1'); await c.end();";
  await run('node', ['--input-type=module', '--eval', script, databaseUrl], { cwd: `${root}/bench` });
  return performance.now() - started;
}

/** Milliseconds of `npm run migrate` (both schemas) on a database that is already migrated. */
export async function timeMigrate(root: string, databaseUrl: string): Promise<number> {
  const started = performance.now();
  await run('npm', ['run', 'migrate'], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, maxBuffer: 16 * 2 ** 20 });
  return performance.now() - started;
}

/** The floor of the migration check: a bare Node process reading both schemas' lists of applied migrations. */
export async function timeMigrationsRead(root: string, databaseUrl: string): Promise<number> {
  const started = performance.now();
  const script = `import pg from 'pg'; const c = new pg.Client({ connectionString: process.argv[1] }); await c.connect();
    await c.query('select name from cms.payload_migrations'); await c.query('select hash from community.__drizzle_migrations'); await c.end();`;
  await run('node', ['--input-type=module', '--eval', script, databaseUrl], { cwd: `${root}/bench` });
  return performance.now() - started;
}
