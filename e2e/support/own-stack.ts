// A stack of a suite's own: scripts/start.ts on free ports, with a fresh database on the
// TEST_DATABASE_URL server (or the embedded PostgreSQL) and the run's Redis, stopped as a terminal
// would (Ctrl-C), with nothing left behind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadE2eConfig } from './config.js';
import { freePorts, killEverything, ownedPids, type RunningStack, type StackPorts, startStack, waitUntilDead, waitUntilHealthy } from './stack.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { waitUntilSeeded } from './wait-until-seeded.js';

export interface OwnStack {
  /** The public origin (the gateway), e.g. http://127.0.0.1:41234. */
  origin: string;
  ports: StackPorts;
  stack: RunningStack;
  /** Whether the database is a fresh one on the TEST_DATABASE_URL server (else the embedded one). */
  hasTestDatabase: boolean;
  /** That fresh database's address (none for the embedded one). */
  databaseUrl?: string;
  stop: () => Promise<void>;
}

export type OwnStackOptions = {
  /** Names the temporary folder, e.g. `starshelf-hostile`. */
  name: string;
  /** Variables for the start beyond the database and Redis (limits an operator may set). */
  env?: Record<string, string>;
  /** Called every 30 s with the start's last output line while it builds, migrates and seeds. */
  onProgress?: (line: string) => void;
};

export async function startOwnStack({ name, env = {}, onProgress }: OwnStackOptions): Promise<OwnStack> {
  const config = loadE2eConfig();
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const database: TestDatabase | undefined = config.TEST_DATABASE_URL ? await createTestDatabase(config.TEST_DATABASE_URL) : undefined;
  const ports = await freePorts();
  // Empty DATABASE_URL means the embedded PostgreSQL in dataDir; empty REDIS_URL, in-process jobs.
  const stack = startStack(dataDir, ports, { DATABASE_URL: database?.url ?? '', REDIS_URL: config.REDIS_URL ?? '', ...env });
  const origin = `http://127.0.0.1:${ports.PORT}`;
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

  const progress = onProgress
    ? setInterval(() => onProgress((stack.output().trimEnd().split('\n').at(-1) ?? '').slice(0, 160)), 30_000)
    : undefined;
  try {
    await waitUntilHealthy(stack, ports.PORT, 600_000);
    pids = ownedPids(dataDir);
    await waitUntilSeeded(origin);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearInterval(progress);
  }
  return { origin, ports, stack, hasTestDatabase: database !== undefined, databaseUrl: database?.url, stop };
}
