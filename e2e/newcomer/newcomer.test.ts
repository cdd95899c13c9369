// The newcomer's first steps, proven from outside (`npm run test:newcomer`, run by .ci/run): HEAD
// cloned into an empty folder, nothing built, no database, the README's `npm start`, then the
// site, Ctrl-C, and nothing left running. Once as the README says, once after `npm ci` (the
// habit most people have). A failure names the first error line the newcomer would have seen.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePorts, isListening, ROOT_DIR, type StackPorts } from '../support/stack.js';
import { cloneHead, hasUncommittedChanges, newcomerEnv } from './clean-clone.js';
import { firstErrorLine, killGroup, pressCtrlC, type Running, runInClone, unreviewedInstallScripts } from './commands.js';
import { processesUnder, waitUntilNoneUnder } from './processes-under.js';

// Install, every build (the admin's `next build` is most of it), a new database and the import.
const HEALTHY_WITHIN_MS = 30 * 60_000;
const STOPPED_WITHIN_MS = 60_000;
const LOG_DIR = join(ROOT_DIR, '.data', 'newcomer');

const scenarios = [
  { name: 'npm start', slug: 'npm-start', before: [] as string[][] },
  { name: 'npm ci, then npm start', slug: 'npm-ci-npm-start', before: [['npm', 'ci']] },
];

let started: Running | undefined;
let cloneRoot: string | undefined;

afterEach(() => {
  killGroup(started);
  started = undefined;
  if (cloneRoot) {
    for (const left of processesUnder(cloneRoot)) {
      try {
        process.kill(left.pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
    rmSync(cloneRoot, { recursive: true, force: true });
  }
  cloneRoot = undefined;
});

function failWith(step: string, running: Running, logFile: string): never {
  throw new Error(`${step}: ${firstErrorLine(running.output())}\n(whole output: ${logFile})\n--- last lines ---\n${running.output().split('\n').slice(-40).join('\n')}`);
}

async function runToEnd(args: string[], cwd: string, env: NodeJS.ProcessEnv, logFile: string): Promise<Running> {
  const [command = 'npm', ...rest] = args;
  const running = runInClone(command, rest, { cwd, env, logFile });
  const code = await running.exited;
  if (code !== 0) failWith(`${args.join(' ')} exited ${code}`, running, logFile);
  return running;
}

async function waitForHealth(running: Running, port: number, logFile: string): Promise<void> {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  let exitCode: number | string | undefined;
  void running.exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined) failWith(`npm start stopped (${exitCode}) before /api/health answered`, running, logFile);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
  failWith(`/api/health did not answer within ${HEALTHY_WITHIN_MS / 60_000} min`, running, logFile);
}

async function expectPage(port: number, path: string, mustContain: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  const html = await response.text();
  expect(response.status, `${path} answers`).toBe(200);
  expect(response.headers.get('content-type'), `${path} is a page`).toContain('text/html');
  expect(html, `${path} holds ${mustContain}`).toContain(mustContain);
}

async function listeningPorts(ports: StackPorts): Promise<string[]> {
  const open: string[] = [];
  for (const [name, port] of Object.entries(ports)) if (await isListening(port)) open.push(`${name}=${port}`);
  return open;
}

describe("a newcomer's clean clone", () => {
  if (hasUncommittedChanges(ROOT_DIR)) console.warn('newcomer test: the working tree has uncommitted changes; the clone holds HEAD only');

  it.each(scenarios)('$name: starts healthy, serves the site and the admin, and Ctrl-C leaves nothing behind', async ({ slug, before }) => {
    const clone = cloneHead(ROOT_DIR);
    cloneRoot = dirname(clone.dir);
    const logFile = join(LOG_DIR, `${slug}.log`);
    mkdirSync(LOG_DIR, { recursive: true });
    writeFileSync(logFile, `newcomer test of ${clone.commit} in ${clone.dir}\n`);
    const ports = await freePorts();
    const env = newcomerEnv(ports);

    const installs: Running[] = [];
    for (const command of before) installs.push(await runToEnd(command, clone.dir, env, logFile));

    started = runInClone('npm', ['start'], { cwd: clone.dir, env, logFile });
    await waitForHealth(started, ports.PORT, logFile);
    await expectPage(ports.PORT, '/', 'data-prerendered="/"');
    await expectPage(ports.PORT, '/books', 'href="/books/');
    await expectPage(ports.PORT, '/cms/admin', '<html');

    // Every install the newcomer ran decided on each install script: npm listed none as skipped.
    const printed = [...installs, started].map((run) => run.output()).join('\n');
    expect(unreviewedInstallScripts(printed)).toEqual([]);

    pressCtrlC(started);
    const exit = await Promise.race([started.exited, new Promise((r) => setTimeout(() => r('still running'), STOPPED_WITHIN_MS))]);
    expect(exit, 'npm start ends on Ctrl-C').not.toBe('still running');
    // One press is one clean stop: the services shut down and the database stops, nothing is killed.
    expect(started.output()).toContain('SIGINT received: stopping');
    expect(started.output()).not.toContain('again: killing children');
    expect(started.output()).toContain('[postgres] stopped');
    const left = await waitUntilNoneUnder(clone.dir, STOPPED_WITHIN_MS);
    expect(left, 'no process of the clone is left').toEqual([]);
    expect(await listeningPorts(ports), 'no port is left open').toEqual([]);
  });
});
