// The start-up test: `scripts/start.ts` on an empty data folder, without DATABASE_URL, must
// reach a healthy site on one origin, stop cleanly on Ctrl-C, and survive a crashed run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  freePorts,
  isListening,
  killEverything,
  ownedPids,
  type RunningStack,
  type StackPorts,
  startStack,
  waitUntilDead,
  waitUntilHealthy,
} from './support/stack.js';

let stacks: RunningStack[] = [];
let pids: number[] = [];
let dataDirs: string[] = [];

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'starshelf-startup-'));
  dataDirs.push(dir);
  return dir;
}

async function start(dataDir: string, ports: StackPorts): Promise<RunningStack> {
  const stack = startStack(dataDir, ports);
  stacks.push(stack);
  await waitUntilHealthy(stack, ports.PORT);
  pids.push(...ownedPids(dataDir));
  return stack;
}

async function expectSiteOnOneOrigin(port: number): Promise<void> {
  const origin = `http://127.0.0.1:${port}`;
  const health = await fetch(`${origin}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ success: true, data: { status: 'ok' } });
  expect(health.headers.get('x-powered-by')).toBeNull();

  const admin = await fetch(`${origin}/cms/admin`);
  expect(admin.status).toBe(200);
  expect(admin.headers.get('content-type')).toContain('text/html');
  expect(admin.headers.get('x-powered-by')).toBeNull();

  // No language cookie and no preference among the UI languages: the English start page, rendered
  // by the API with its data (the catalogue the start seeded) and handed over to the app.
  const home = await fetch(`${origin}/`);
  expect(home.status).toBe(200);
  const homeHtml = await home.text();
  expect(homeHtml).toContain('<html lang="en"');
  expect(homeHtml).toContain('data-prerendered="/"');
  expect(homeHtml).toContain('id="starshelf-query-state"');
  expect(homeHtml).toContain('application/ld+json');
}

async function stopWithCtrlC(stack: RunningStack, ports: StackPorts, owned: number[]): Promise<void> {
  stack.child.kill('SIGINT');
  const { code } = await stack.exited;
  expect(code, stack.output().slice(-3000)).toBe(0);
  expect(await waitUntilDead(owned)).toEqual([]);
  for (const port of Object.values(ports)) expect(await isListening(port), `port ${port}`).toBe(false);
}

afterEach(() => {
  for (const stack of stacks) killEverything(stack, pids);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  stacks = [];
  pids = [];
  dataDirs = [];
});

describe('npm start', () => {
  it('serves the API, the admin and the SPA on one origin from an empty data folder and stops cleanly on SIGINT', async () => {
    const dataDir = newDataDir();
    const ports = await freePorts();
    const stack = await start(dataDir, ports);
    expect(stack.output()).toContain('REDIS_URL not set: background jobs run in-process');
    await expectSiteOnOneOrigin(ports.PORT);
    await stopWithCtrlC(stack, ports, pids);
  });

  it('starts again on the same data folder after the previous run was killed with SIGKILL', async () => {
    const dataDir = newDataDir();
    const ports = await freePorts();
    const crashed = await start(dataDir, ports);
    crashed.child.kill('SIGKILL');
    await crashed.exited;

    const restarted = await start(dataDir, ports);
    await expectSiteOnOneOrigin(ports.PORT);
    await stopWithCtrlC(restarted, ports, pids);
  });
});
