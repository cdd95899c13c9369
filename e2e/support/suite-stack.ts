// ONE stack for a whole run (the browser suite, the screenshots, the budgets): a running one
// named by E2E_BASE_URL, or scripts/start.ts started here on free ports with its own database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadE2eConfig } from './config.js';
import { freePorts, killEverything, ownedPids, startStack, waitUntilDead, waitUntilHealthy } from './stack.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { waitUntilSeeded } from './wait-until-seeded.js';

export interface SuiteStack {
  url: string;
  /** The stack's mail inbox (MailDev), when this run started the stack. */
  mailUrl?: string;
  stop: () => Promise<void>;
}

export async function startSuiteStack(log: (line: string) => void = console.log): Promise<SuiteStack> {
  const config = loadE2eConfig();
  if (config.E2E_BASE_URL) {
    const url = config.E2E_BASE_URL.replace(/\/$/, '');
    await waitUntilSeeded(url);
    log(`[e2e] using the running stack at ${url}`);
    return { url, mailUrl: config.E2E_MAIL_URL, stop: async () => {} };
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'starshelf-e2e-'));
  const database: TestDatabase | undefined = config.TEST_DATABASE_URL ? await createTestDatabase(config.TEST_DATABASE_URL) : undefined;
  const ports = await freePorts();
  const stack = startStack(dataDir, ports, {
    // Empty means the embedded PostgreSQL in dataDir and in-process jobs.
    DATABASE_URL: database?.url ?? '',
    REDIS_URL: config.REDIS_URL ?? '',
    // Every page the browser suite opens comes from this one machine: one client to the render
    // limit (decision 105), which its parallel specs would reach. The limit has its own test.
    PAGE_RENDERS_PER_MINUTE: '100000',
  });
  const url = `http://127.0.0.1:${ports.PORT}`;
  let pids: number[] = [];

  const stop = async () => {
    pids = [...new Set([...pids, ...ownedPids(dataDir)])];
    if (stack.child.exitCode === null && stack.child.signalCode === null) {
      stack.child.kill('SIGINT');
      const stopped = await Promise.race([stack.exited, new Promise((resolve) => setTimeout(resolve, 30_000, 'timeout'))]);
      if (stopped === 'timeout') killEverything(stack, pids);
    }
    killEverything(undefined, await waitUntilDead(pids, 10_000));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  // The first start builds, migrates and seeds for minutes; say what it is doing meanwhile.
  const progress = setInterval(() => {
    const lines = stack.output().trimEnd().split('\n');
    log(`[e2e] starting the stack... ${(lines.at(-1) ?? '').slice(0, 160)}`);
  }, 30_000);
  try {
    await waitUntilHealthy(stack, ports.PORT, 600_000);
    pids = ownedPids(dataDir);
    await waitUntilSeeded(url);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearInterval(progress);
  }
  log(`[e2e] stack at ${url} (database: ${database ? 'a fresh one on the TEST_DATABASE_URL server' : 'embedded'})`);
  return { url, mailUrl: `http://127.0.0.1:${ports.MAIL_CATCHER_WEB_PORT}`, stop };
}
