// Runs the real `scripts/start.ts` as a child with its own data folder and ports.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface StackPorts {
  PORT: number;
  CMS_PORT: number;
  API_PORT: number;
  EMBEDDED_PG_PORT: number;
  MAIL_CATCHER_SMTP_PORT: number;
  MAIL_CATCHER_WEB_PORT: number;
}

export interface RunningStack {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function freePorts(): Promise<StackPorts> {
  const ports = new Set<number>();
  while (ports.size < 6) ports.add(await freePort());
  const [PORT, CMS_PORT, API_PORT, EMBEDDED_PG_PORT, MAIL_CATCHER_SMTP_PORT, MAIL_CATCHER_WEB_PORT] = [...ports] as [number, number, number, number, number, number];
  return { PORT, CMS_PORT, API_PORT, EMBEDDED_PG_PORT, MAIL_CATCHER_SMTP_PORT, MAIL_CATCHER_WEB_PORT };
}

/** The settings of .env.example that put a stack on these ports. */
export function portsEnv(ports: StackPorts): Record<keyof StackPorts, string> {
  return {
    PORT: String(ports.PORT),
    CMS_PORT: String(ports.CMS_PORT),
    API_PORT: String(ports.API_PORT),
    EMBEDDED_PG_PORT: String(ports.EMBEDDED_PG_PORT),
    MAIL_CATCHER_SMTP_PORT: String(ports.MAIL_CATCHER_SMTP_PORT),
    MAIL_CATCHER_WEB_PORT: String(ports.MAIL_CATCHER_WEB_PORT),
  };
}

/**
 * Starts the orchestrator as `node --import tsx` rather than through the `tsx` binary: the
 * binary is a wrapper process, and SIGKILLing the wrapper would leave the real orchestrator
 * alive, so the crash test would not simulate a crash. `overrides` wins over the isolated
 * defaults (the browser suite passes DATABASE_URL and REDIS_URL through it).
 */
export function startStack(dataDir: string, ports: StackPorts, overrides: NodeJS.ProcessEnv = {}): RunningStack {
  let output = '';
  // The condition of the root package.json's scripts: the orchestrator reads the contract's sources.
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=starshelf-source', join('scripts', 'start.ts')], {
    cwd: ROOT_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...portsEnv(ports),
      SMTP_HOST: '',
      PUBLIC_URL: `http://127.0.0.1:${ports.PORT}`,
      // Empty, not deleted: an empty value also overrides a developer's root .env.
      DATABASE_URL: '',
      REDIS_URL: '',
      PAYLOAD_SECRET: '',
      // Empty (start.ts then defaults to development) rather than 'development': start.ts builds
      // stale workspaces in this environment, and `next build` under NODE_ENV=development fails
      // (prerendering /_global-error mixes React's dev and prod builds).
      NODE_ENV: '',
      NO_COLOR: '1',
      // Its own key space: stacks of two runs (or the start-up test beside the browser suite) may
      // share one Redis, and must not consume each other's queue jobs or rate-limit counters.
      REDIS_PREFIX: `e2e-${ports.PORT}`,
      // Last, so the browser suite can hand in its own database and Redis.
      ...overrides,
    },
  });
  const append = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, output: () => output, exited };
}

export async function waitUntilHealthy(stack: RunningStack, port: number, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stack.child.exitCode !== null || stack.child.signalCode !== null) {
      throw new Error(`start.ts exited early (${stack.child.exitCode ?? stack.child.signalCode}):\n${stack.output().slice(-4000)}`);
    }
    // The banner is printed only after /api/health and /cms/admin answered through the gateway.
    if (stack.output().includes('Starshelf is running')) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`not healthy on port ${port} after ${timeoutMs / 1000} s:\n${stack.output().slice(-4000)}`);
}

/** Every pid the orchestrator is responsible for: its children and the embedded postmaster. */
export function ownedPids(dataDir: string): number[] {
  const pids: number[] = [];
  const childrenFile = join(dataDir, 'run', 'children.json');
  if (existsSync(childrenFile)) {
    const records = JSON.parse(readFileSync(childrenFile, 'utf8')) as { pid: number }[];
    pids.push(...records.map((r) => r.pid));
  }
  const postmaster = join(dataDir, 'postgres', 'postmaster.pid');
  if (existsSync(postmaster)) {
    const pid = Number.parseInt(readFileSync(postmaster, 'utf8').split('\n')[0] ?? '', 10);
    if (Number.isInteger(pid)) pids.push(pid);
  }
  return pids;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export async function waitUntilDead(pids: number[], timeoutMs = 10_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  let alive = pids.filter(isAlive);
  while (alive.length > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    alive = alive.filter(isAlive);
  }
  return alive;
}

/** Last resort for a failed test: never leave a stack running on the machine. */
export function killEverything(stack: RunningStack | undefined, pids: number[]): void {
  if (stack?.child.pid !== undefined && isAlive(stack.child.pid)) stack.child.kill('SIGKILL');
  for (const pid of pids) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  }
}
