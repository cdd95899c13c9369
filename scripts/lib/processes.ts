// Child processes that never outlive the orchestrator: each runs in its own process group so
// a signal reaches its grandchildren too (npm -> sh -> payload), and their pids are written
// down so the next run can clean up after a SIGKILLed one.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { createLogger } from './log.js';

const GRACE_MS = 10_000;

export interface ManagedChild {
  name: string;
  process: ChildProcess;
  /** Resolves with the exit code (or the signal name) once the process has exited. */
  exited: Promise<number | string>;
}

interface PidRecord {
  pid: number;
  /** The kernel's start time of the process: unlike the command line, it survives exec and retitling. */
  startTime: string;
}

const running = new Set<ManagedChild>();
let pidFile: string | undefined;

/** Where pids are recorded for crash recovery; unset means no record is kept (tests). */
export function recordPidsIn(file: string): void {
  pidFile = file;
  mkdirSync(dirname(file), { recursive: true });
  writePidFile();
}

function writePidFile(): void {
  if (!pidFile) return;
  const records: PidRecord[] = [...running].flatMap((c) =>
    c.process.pid === undefined ? [] : [{ pid: c.process.pid, startTime: startTimeOf(c.process.pid) ?? '' }],
  );
  writeFileSync(pidFile, JSON.stringify(records, null, 2));
}

/** Field 22 of /proc/<pid>/stat (after the parenthesised command name, which may hold spaces). */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/** True while any process of the group led by `pid` lives (Next's server forks a child of its own). */
function isGroupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' || isAlive(pid);
  }
}

async function waitUntilDead(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isGroupAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isGroupAlive(pid);
}

/** Stops the process groups a crashed earlier run left behind (they still hold the ports). */
export async function killStaleChildren(file: string): Promise<number> {
  if (!existsSync(file)) return 0;
  let records: PidRecord[] = [];
  try {
    records = JSON.parse(readFileSync(file, 'utf8')) as PidRecord[];
  } catch {
    return 0;
  }
  // A recycled pid must not be killed: only a process with the recorded start time is ours.
  const stale = records.filter((r) => r.startTime !== '' && isAlive(r.pid) && startTimeOf(r.pid) === r.startTime);
  for (const r of stale) signalGroup(r.pid, 'SIGTERM');
  for (const r of stale) {
    if (!(await waitUntilDead(r.pid, GRACE_MS))) {
      signalGroup(r.pid, 'SIGKILL');
      await waitUntilDead(r.pid, GRACE_MS);
    }
  }
  writeFileSync(file, '[]');
  return stale.length;
}

export interface SpawnOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export function spawnChild(name: string, command: string, args: string[], options: SpawnOptions): ManagedChild {
  const log = createLogger(name);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (child.stdout) createInterface({ input: child.stdout }).on('line', (l) => log.line(l));
  if (child.stderr) createInterface({ input: child.stderr }).on('line', (l) => log.line(l, true));
  const exited = new Promise<number | string>((resolve) => {
    child.on('error', (error) => {
      log.error(`could not start ${command}: ${error.message}`);
      resolve(-1);
    });
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
  const managed: ManagedChild = { name, process: child, exited };
  running.add(managed);
  writePidFile();
  void exited.then(() => {
    running.delete(managed);
    writePidFile();
  });
  return managed;
}

/** Runs a command to completion; rejects when it exits with anything but 0. */
export async function runChild(name: string, command: string, args: string[], options: SpawnOptions): Promise<void> {
  const result = await spawnChild(name, command, args, options).exited;
  if (result !== 0) throw new Error(`${name} failed (${command} ${args.join(' ')} exited with ${result})`);
}

export async function stopChild(child: ManagedChild, graceMs = GRACE_MS): Promise<void> {
  const pid = child.process.pid;
  if (pid === undefined || child.process.exitCode !== null || child.process.signalCode !== null) {
    if (pid !== undefined) signalGroup(pid, 'SIGKILL'); // grandchildren of an exited leader
    return;
  }
  signalGroup(pid, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
  // The leader may exit before its own children; make sure the whole group is gone.
  signalGroup(pid, 'SIGKILL');
}

/** Stops every running child, newest first, so services go before what they depend on. */
export async function stopAllChildren(): Promise<void> {
  const children = [...running].reverse();
  await Promise.all(children.map((c) => stopChild(c)));
}

type Cleanup = () => Promise<void> | void;
const cleanups: Cleanup[] = [];
let isShuttingDown = false;

export function isStopping(): boolean {
  return isShuttingDown;
}

export function onShutdown(cleanup: Cleanup): void {
  cleanups.push(cleanup);
}

/** Runs the cleanups (children first, then what was registered, newest first) and exits. */
export async function shutdown(code: number): Promise<never> {
  if (!isShuttingDown) {
    isShuttingDown = true;
    await stopAllChildren();
    for (const cleanup of [...cleanups].reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('cleanup failed:', error);
      }
    }
    process.exit(code);
  }
  return new Promise<never>(() => undefined);
}

const SAME_PRESS_MS = 1_000;

/**
 * SIGINT/SIGTERM stop everything cleanly; a plain exit still kills what is left.
 * `exitCode`: 0 where Ctrl-C is the normal way to stop (start), non-zero where an
 * interrupted run must not count as a success (test).
 */

export function installSignalHandlers(exitCode = 0): void {
  let firstSignalAt: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstSignalAt !== undefined) {
      // One Ctrl-C can arrive twice: from the terminal (SIGINT goes to the whole foreground group)
      // and relayed by a wrapper a moment later (tsx's binary does). Only a later press forces.
      if (Date.now() - firstSignalAt < SAME_PRESS_MS) return;
      console.error(`${signal} again: killing children now`);
      for (const c of running) if (c.process.pid !== undefined) signalGroup(c.process.pid, 'SIGKILL');
      process.exit(130);
    }
    firstSignalAt = Date.now();
    console.log(`\n${signal} received: stopping...`);
    void shutdown(exitCode);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  process.on('exit', () => {
    for (const c of running) if (c.process.pid !== undefined) signalGroup(c.process.pid, 'SIGKILL');
  });
}
