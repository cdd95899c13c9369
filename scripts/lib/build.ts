// "Build what is not built": a workspace is rebuilt only when the hash of its sources, its
// package.json, the base tsconfig and its dependencies' hashes differs from the stamp left in
// its output folder. The stamp lives in the output so deleting the output forces a build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createLogger } from './log.js';
import { runChild } from './processes.js';

const STAMP = '.starshelf-build';
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.next', 'coverage', 'media', '.turbo', 'test', '__tests__']);
const isIgnoredFile = (name: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name) || name.endsWith('.tsbuildinfo') || name === '.DS_Store';

export interface WorkspaceBuild {
  name: string;
  dir: string;
  /** Folder whose presence (with the stamp) means "built". */
  outputDir: string;
  /** Further files that must exist after a build (e.g. Next's BUILD_ID). */
  requiredOutputs: string[];
  command: [string, ...string[]];
}

export function workspaceBuilds(rootDir: string, npm: string, tsc: string): WorkspaceBuild[] {
  const ws = (name: string) => join(rootDir, name);
  // A workspace built by its own `npm run build`.
  const npmBuild = (name: string, outputDir: string, requiredOutputs: string[]): WorkspaceBuild => ({
    name,
    dir: ws(name),
    outputDir,
    requiredOutputs,
    command: [npm, 'run', 'build', '-w', `@starshelf/${name}`],
  });
  return [
    { name: 'contract', dir: ws('contract'), outputDir: 'dist', requiredOutputs: ['dist/index.js'], command: [tsc, '-b', ws('contract')] },
    npmBuild('cms', '.next', ['.next/BUILD_ID', 'dist']),
    npmBuild('community-api', 'dist', ['dist/server.js']),
    npmBuild('gateway', 'dist', ['dist/server.js']),
    npmBuild('frontend', 'dist', ['dist/index.html']),
  ];
}

/** Workspace names this one depends on, read from its package.json (@starshelf/* entries). */
function dependenciesOf(build: WorkspaceBuild): string[] {
  const manifest = JSON.parse(readFileSync(join(build.dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter((name) => name.startsWith('@starshelf/'))
    .map((name) => name.slice('@starshelf/'.length));
}

function listSources(dir: string): string[] {
  const files: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(join(current, entry.name));
      } else if (entry.isFile() && !isIgnoredFile(entry.name)) {
        files.push(join(current, entry.name));
      }
    }
  };
  walk(dir);
  return files.sort();
}

export function hashWorkspace(build: WorkspaceBuild, rootDir: string, dependencyHashes: string[]): string {
  const hash = createHash('sha256');
  for (const extra of dependencyHashes) hash.update(`dep:${extra}\n`);
  const baseConfig = join(rootDir, 'tsconfig.base.json');
  if (existsSync(baseConfig)) hash.update(readFileSync(baseConfig));
  for (const file of listSources(build.dir)) {
    hash.update(`${relative(build.dir, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function stampPath(build: WorkspaceBuild): string {
  return join(build.dir, build.outputDir, STAMP);
}

export function isBuilt(build: WorkspaceBuild, hash: string): boolean {
  const stamp = stampPath(build);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== hash) return false;
  return build.requiredOutputs.every((output) => existsSync(join(build.dir, output)));
}

export interface BuildOptions {
  rootDir: string;
  env: NodeJS.ProcessEnv;
  only?: string[];
  force?: boolean;
}

export interface BuildResult {
  name: string;
  status: 'built' | 'up to date';
  ms: number;
}

export async function buildWorkspaces(builds: WorkspaceBuild[], options: BuildOptions): Promise<BuildResult[]> {
  const log = createLogger('build');
  const hashes = new Map<string, string>();
  const results: BuildResult[] = [];
  const selected = options.only ? new Set(options.only) : undefined;
  for (const build of builds) {
    if (selected && !selected.has(build.name)) continue;
    const dependencyHashes = dependenciesOf(build).flatMap((dep) => {
      const known = hashes.get(dep);
      return known === undefined ? [] : [`${dep}=${known}`];
    });
    const hash = hashWorkspace(build, options.rootDir, dependencyHashes);
    const started = Date.now();
    if (!options.force && isBuilt(build, hash)) {
      hashes.set(build.name, hash);
      results.push({ name: build.name, status: 'up to date', ms: 0 });
      continue;
    }
    log.info(`building ${build.name}...`);
    const [command, ...args] = build.command;
    // Builds are production artefacts whatever NODE_ENV the caller runs with: `next build` fails
    // (on /_global-error) and Vite bundles React's development build under NODE_ENV=development.
    await runChild(`build:${build.name}`, command, args, { cwd: options.rootDir, env: { ...options.env, NODE_ENV: 'production' } });
    const missing = build.requiredOutputs.filter((output) => !existsSync(join(build.dir, output)));
    if (missing.length > 0) throw new Error(`${build.name} built but ${missing.join(', ')} is missing`);
    // Builds may regenerate sources (Payload's import map): stamp what is on disk now.
    const builtHash = hashWorkspace(build, options.rootDir, dependencyHashes);
    hashes.set(build.name, builtHash);
    writeFileSync(stampPath(build), `${builtHash}\n`);
    const ms = Date.now() - started;
    log.info(`${build.name} built in ${(ms / 1000).toFixed(1)} s`);
    results.push({ name: build.name, status: 'built', ms });
  }
  return results;
}
