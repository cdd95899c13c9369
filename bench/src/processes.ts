import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type Child = { process: ChildProcess; stop: () => Promise<void> };

/** Starts a process and waits until `url` answers (any status), or fails after `timeoutMs`. */
export async function startUntilReady(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; readyUrl: string; timeoutMs?: number; onStdout?: (chunk: string) => void },
): Promise<Child> {
  const { onStdout } = options;
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', onStdout ? 'pipe' : 'ignore', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => onStdout?.(chunk.toString()));
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()).slice(-4_000));
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited: ${errors}`);
    try {
      await fetch(options.readyUrl);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${options.readyUrl} not ready: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    process: child,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/**
 * Waits until `url` answers within `quickMs` twice in a row (a process that answers its health check
 * may still be busy with its start, e.g. a model built in its event loop), or fails after `timeoutMs`.
 */
export async function untilResponsive(url: string, { quickMs = 200, timeoutMs = 900_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quick = 0;
  while (quick < 2) {
    if (Date.now() > deadline) throw new Error(`${url} still slow after ${timeoutMs / 1000} s`);
    const started = performance.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await response.text();
      quick = performance.now() - started <= quickMs ? quick + 1 : 0;
    } catch {
      quick = 0;
    }
    if (quick < 2) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
