// `npm test`, THE gate: type checks, lint, every workspace's tests against a real PostgreSQL and
// Redis, a build, then the start-up test and the browser suite. Every step runs (one failure
// does not hide the next) and the run ends with one line per step and `N passed, N failed`.
import { join } from 'node:path';
import { buildWorkspaces, workspaceBuilds } from './lib/build.js';
import { type Config, inheritedEnv, loadConfig } from './lib/config.js';
import { bold, createLogger, green, red, setColor } from './lib/log.js';
import { startEmbeddedPostgres } from './lib/postgres.js';
import { installSignalHandlers, onShutdown, runChild, shutdown } from './lib/processes.js';
import { resolveRedis } from './lib/redis.js';
import { toolsFor } from './lib/tools.js';
import { clearBrowserTestOutcomes, PLAYWRIGHT_RESULTS_FILE, readBrowserTestOutcomes } from './lib/playwright-results.js';
import { clearVitestReport, readFailedVitestTests, vitestReportArgs } from './lib/vitest-results.js';
import { listWorkspaces } from './lib/workspaces.js';

interface StepResult {
  name: string;
  isPassed: boolean;
  ms: number;
  note?: string;
  /** Lines printed under the step in the summary (the browser tests that failed). */
  details?: string[];
}

const log = createLogger('test');
const results: StepResult[] = [];

async function step(name: string, run: () => Promise<void>): Promise<boolean> {
  log.info(bold(`── ${name}`));
  const started = Date.now();
  try {
    await run();
    results.push({ name, isPassed: true, ms: Date.now() - started });
    return true;
  } catch (error) {
    const note = error instanceof Error ? error.message : String(error);
    log.error(note);
    results.push({ name, isPassed: false, ms: Date.now() - started, note });
    return false;
  }
}

function skip(name: string, reason: string): void {
  results.push({ name, isPassed: false, ms: 0, note: `skipped: ${reason}` });
}

async function resolveTestDatabase(config: Config): Promise<string> {
  const fromEnv = config.TEST_DATABASE_URL ?? config.DATABASE_URL;
  if (fromEnv) return fromEnv;
  // A port beside the development server's so `npm start` and `npm test` can run together.
  const db = await startEmbeddedPostgres({ dir: join(config.dataDir, 'test-postgres'), port: config.EMBEDDED_PG_PORT + 1, isRoot: config.isRoot });
  onShutdown(() => db.stop());
  return db.adminUrl;
}

function printSummary(totalMs: number): void {
  console.log(`\n${bold('Summary')}`);
  for (const r of results) {
    const mark = r.isPassed ? green('PASS') : red('FAIL');
    const note = r.note && !r.isPassed ? `  ${r.note.split('\n')[0]}` : '';
    console.log(`  ${mark}  ${r.name.padEnd(44)} ${(r.ms / 1000).toFixed(1).padStart(6)} s${note}`);
    for (const line of r.details ?? []) console.log(`          ${line}`);
  }
  const passed = results.filter((r) => r.isPassed).length;
  console.log(`  total ${(totalMs / 1000).toFixed(1)} s`);
  console.log(`${passed} passed, ${results.length - passed} failed`);
}

async function main(): Promise<number> {
  const started = Date.now();
  const config = loadConfig();
  setColor(config.useColor);
  installSignalHandlers(130);
  const tools = toolsFor(config.rootDir);
  const root = config.rootDir;
  const workspaces = listWorkspaces(root);

  let databaseUrl = '';
  let redisUrl = '';
  await step('services: PostgreSQL and Redis', async () => {
    databaseUrl = await resolveTestDatabase(config);
    const redis = await resolveRedis(config.REDIS_URL, root);
    onShutdown(() => redis.stop());
    redisUrl = redis.url;
  });
  const hasServices = results.every((r) => r.isPassed);
  const env = inheritedEnv({ TEST_DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, NEXT_TELEMETRY_DISABLED: '1' });
  const opts = { cwd: root, env };

  // Workspaces import each other's builds (the contract, the cms catalogue library, the community
  // API's seeding module), so a clean clone builds first; unchanged workspaces are skipped by stamp.
  const isBuilt = await step('build', async () => {
    await buildWorkspaces(workspaceBuilds(root, tools.npm, tools.tsc), { rootDir: root, env });
  });
  for (const ws of workspaces) {
    for (const tsconfig of ws.tsconfigs) {
      await step(`typecheck ${tsconfig}`, () => runChild(`tsc:${ws.dir}`, tools.tsc, ['-p', tsconfig, '--noEmit'], opts));
    }
  }
  await step('typecheck scripts', () => runChild('tsc:scripts', tools.tsc, ['-p', join('scripts', 'tsconfig.json'), '--noEmit'], opts));
  await step('lint', () => runChild('eslint', tools.eslint, ['--max-warnings', '0', '.'], opts));

  // Each Vitest run leaves its JSON report; a failed step lists the tests that failed under it.
  const reportDir = join(config.dataDir, 'test-reports');
  const vitestStep = async (name: string, label: string, ws: { dir: string; packageName: string }, reporter: 'default' | 'verbose') => {
    const report = join(reportDir, `${ws.dir}.json`);
    clearVitestReport(report);
    const isPassed = await step(name, () => runChild(label, tools.npm, ['test', '-w', ws.packageName, '--', ...vitestReportArgs(report, reporter)], opts));
    const last = results.at(-1);
    if (!isPassed && last) last.details = readFailedVitestTests(report, root).map((line) => `failed: ${line}`);
  };

  for (const ws of workspaces.filter((w) => w.dir !== 'e2e' && w.scripts.test)) {
    const name = `test ${ws.dir}`;
    if (!hasServices) skip(name, 'no PostgreSQL/Redis');
    else await vitestStep(name, `test:${ws.dir}`, ws, 'default');
  }

  if (isBuilt) await vitestStep('start-up test (e2e)', 'e2e', { dir: 'e2e', packageName: '@starshelf/e2e' }, 'verbose');
  else skip('start-up test (e2e)', 'the build failed');
  // Playwright in Debian's Chromium against one seeded stack (its own database on the
  // TEST_DATABASE_URL server); the global setup starts and stops that stack.
  const browserResults = join(root, 'e2e', PLAYWRIGHT_RESULTS_FILE);
  clearBrowserTestOutcomes(browserResults);
  if (isBuilt) await step('browser suite (e2e)', () => runChild('playwright', tools.npm, ['run', 'e2e', '-w', '@starshelf/e2e'], opts));
  else skip('browser suite (e2e)', 'the build failed');
  const outcomes = readBrowserTestOutcomes(browserResults);
  const browserStep = results.at(-1);
  if (outcomes && browserStep) {
    browserStep.details = [...outcomes.failed.map((t) => `failed: ${t}`), ...outcomes.flaky.map((t) => `flaky:  ${t}`)];
  }

  printSummary(Date.now() - started);
  return results.every((r) => r.isPassed) ? 0 : 1;
}

main().then(
  (code) => shutdown(code),
  async (error: unknown) => {
    log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    await shutdown(1);
  },
);
