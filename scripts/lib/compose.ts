// Runs the project's docker-compose.yml for the compose test: with Docker when this machine has a
// daemon (`docker compose`), else on podman through the compose-offline tool (stand-in images built
// locally, see ../shared/tools/compose-offline/README.md).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export type CommandResult = { code: number; stdout: string; stderr: string };

export type RunOptions = { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number; quiet?: boolean; allowFailure?: boolean };

/** Runs a command to its end; output is echoed (unless quiet) and returned. */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<CommandResult> {
  const timeoutMs = options.timeoutMs ?? 10 * 60_000;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!options.quiet) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (!options.quiet) process.stderr.write(chunk);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    // 'exit', not 'close': up.sh leaves background helpers (podman's API service, the health-check
    // loop) that inherit our pipes and never close them. Give the pipes a moment to drain.
    child.on('exit', (code, signal) => setTimeout(() => finish(code, signal), 200));
    const finish = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      const result = { code: code ?? (signal ? 124 : 1), stdout, stderr };
      if (result.code !== 0 && !options.allowFailure) {
        const tail = (stderr || stdout).trim().split('\n').slice(-15).join('\n');
        reject(new Error(`${command} ${args.join(' ')} failed (exit ${result.code}${signal ? `, ${signal} after ${timeoutMs / 1000} s` : ''}):\n${tail}`));
      } else {
        resolve(result);
      }
    };
  });
}

export const succeeds = async (command: string, args: string[]) =>
  (await run(command, args, { quiet: true, allowFailure: true, timeoutMs: 60_000 }).catch(() => ({ code: 1 }))).code === 0;

export interface ComposeRuntime {
  kind: 'docker' | 'podman (compose-offline)';
  /** The container CLI for inspect (docker or podman). */
  cli: string;
  /** Makes sure the engine and the base images exist (compose-offline: runs its setup.sh). */
  prepare(): Promise<void>;
  /** Builds the one application image (starshelf:latest) every Node service runs. */
  build(): Promise<void>;
  /** `compose <args>` for this project. */
  compose(args: string[], options?: RunOptions): Promise<CommandResult>;
  /** `compose up -d <args>` (compose-offline also runs the health checks podman cannot schedule here). */
  up(args: string[]): Promise<void>;
  /** `compose down -v`: containers, network and volumes. */
  down(): Promise<void>;
}

const OFFLINE_IMAGES = [
  'docker.io/library/node:20-bookworm-slim',
  'docker.io/library/postgres:16-bookworm',
  'docker.io/library/redis:7-bookworm',
  'docker.io/axllent/mailpit:latest',
];
const PODMAN_SOCKET = 'unix:///run/podman/podman.sock';

function findOfflineTool(rootDir: string, env: NodeJS.ProcessEnv): string {
  const candidates = [env.COMPOSE_OFFLINE_DIR, join(rootDir, '..', 'shared', 'tools', 'compose-offline'), '/work/shared/tools/compose-offline'];
  const found = candidates.find((dir) => dir && existsSync(join(dir, 'setup.sh')));
  if (!found) throw new Error('No Docker here and no compose-offline tool found: set COMPOSE_OFFLINE_DIR to its folder');
  return found;
}

function dockerRuntime(rootDir: string, env: NodeJS.ProcessEnv, project: string): ComposeRuntime {
  const compose = (args: string[], options: RunOptions = {}) =>
    run('docker', ['compose', '-p', project, ...args], { cwd: rootDir, env, ...options });
  return {
    kind: 'docker',
    cli: 'docker',
    prepare: async () => undefined,
    build: async () => {
      await compose(['build', 'migrate']);
    },
    compose,
    up: async (args) => {
      await compose(['up', '-d', ...args]);
    },
    down: async () => {
      await compose(['down', '-v', '--remove-orphans'], { allowFailure: true });
    },
  };
}

function offlineRuntime(rootDir: string, env: NodeJS.ProcessEnv, project: string): ComposeRuntime {
  const tool = findOfflineTool(rootDir, env);
  const toolEnv = { ...env, COMPOSE_PROJECT_NAME: project, DOCKER_HOST: PODMAN_SOCKET };
  const compose = (args: string[], options: RunOptions = {}) =>
    run('docker-compose', ['-p', project, ...args], { cwd: rootDir, env: toolEnv, ...options });
  return {
    kind: 'podman (compose-offline)',
    cli: 'podman',
    prepare: async () => {
      const hasTools = (await succeeds('podman', ['--version'])) && (await succeeds('docker-compose', ['version']));
      let hasImages = hasTools;
      for (const image of OFFLINE_IMAGES) hasImages = hasImages && (await succeeds('podman', ['image', 'exists', image]));
      if (hasTools && hasImages) {
        console.log('podman, docker-compose and the stand-in images are present');
        return;
      }
      console.log(`running ${join(tool, 'setup.sh')} (podman, docker-compose, stand-in images; idempotent)`);
      const setup = join(tool, 'setup.sh');
      const options = { env, timeoutMs: 30 * 60_000 };
      if (process.getuid?.() === 0) await run('bash', [setup], options);
      else await run('sudo', ['-n', 'bash', setup], options);
    },
    build: async () => {
      // The engine's own limits (1,024 open files per build container here), as an operator gets them.
      await run('podman', ['build', '-t', 'localhost/starshelf:latest', rootDir], { env, timeoutMs: 40 * 60_000 });
      // The previous build's layers grow storage by GBs per rebuild.
      await run('podman', ['image', 'prune', '-f'], { env, quiet: true, allowFailure: true });
    },
    compose,
    up: async (args) => {
      await run('bash', [join(tool, 'up.sh'), rootDir, ...args], { env: toolEnv, timeoutMs: 15 * 60_000 });
    },
    down: async () => {
      await run('bash', [join(tool, 'down.sh'), rootDir], { env: toolEnv, allowFailure: true, timeoutMs: 5 * 60_000 });
    },
  };
}

/** Docker when its daemon answers, else podman through compose-offline. */
export async function composeRuntime(rootDir: string, env: NodeJS.ProcessEnv, project: string): Promise<ComposeRuntime> {
  const hasDocker = (await succeeds('docker', ['compose', 'version'])) && (await succeeds('docker', ['info']));
  return hasDocker && env.COMPOSE_TEST_ENGINE !== 'podman' ? dockerRuntime(rootDir, env, project) : offlineRuntime(rootDir, env, project);
}
