// A newcomer's checkout: this repository's HEAD cloned into an empty folder, and the environment of
// a shell that never heard of the project (no DATABASE_URL, REDIS_URL, CI or npm_* variables).
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portsEnv, type StackPorts } from '../support/stack.js';

/** What a login shell has; everything else the test runner carries is left behind. */
const SHELL_VARIABLES = ['PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'LANG', 'LC_ALL', 'TERM', 'TMPDIR'];

export interface CleanClone {
  dir: string;
  commit: string;
}

/** Clones HEAD (what CI tests, not uncommitted edits) into a new temporary folder. */
export function cloneHead(repositoryDir: string): CleanClone {
  const commit = execFileSync('git', ['-C', repositoryDir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const parent = mkdtempSync(join(tmpdir(), 'starshelf-newcomer-'));
  // mkdtemp makes the folder private (0700). A clone lies where other users may pass (a member of
  // staff's home, /srv, /work); under root that matters, because the embedded PostgreSQL then runs
  // as the user postgres (a closed folder is refused with its own message, e2e/server-user-reach.test.ts).
  chmodSync(parent, 0o755);
  const dir = join(parent, 'starshelf');
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', '--no-checkout', repositoryDir, dir]);
  execFileSync('git', ['-C', dir, 'checkout', '--quiet', '--detach', commit]);
  return { dir, commit };
}

/** True when the working tree has edits that the clone (HEAD) will not contain. */
export function hasUncommittedChanges(repositoryDir: string): boolean {
  return execFileSync('git', ['-C', repositoryDir, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
}

/**
 * The newcomer's shell, plus the ports: the documented settings of .env.example, moved only so
 * the check cannot collide with a stack that already runs on the defaults.
 */
export function newcomerEnv(ports: StackPorts): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of SHELL_VARIABLES) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, NO_COLOR: '1', ...portsEnv(ports) };
}

