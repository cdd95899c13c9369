// The page renderer as it was before the pages called the API in process (decision 115), built
// from that commit's own sources, so bench:ssr measures today's renderer side by side with the
// old one in one run: the old bundle (its route matching, its document assembly, its components)
// reading its data over HTTP from its own address, as it did then.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_RENDERER_DIR, PAGE_RENDERER_FILE } from '@starshelf/contract';

/** The last commit whose pages read their data over HTTP. */
export const BASELINE_COMMIT = 'cc32a734fe3e56333e959f6333128e6cd11058ed';

const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });

/**
 * The old renderer's file, built on first use into `bench/.baseline-renderer/` (not committed) and
 * kept: the commit's sources are unpacked into a scratch folder, given this checkout's installed
 * packages (hard links: the versions did not change since), and only the renderer is built.
 */
export function baselineRenderer(root: string): string {
  const kept = path.join(root, 'bench', '.baseline-renderer', BASELINE_COMMIT);
  const file = path.join(kept, PAGE_RENDERER_FILE);
  if (existsSync(file)) return file;
  try {
    run('git', ['cat-file', '-e', `${BASELINE_COMMIT}^{commit}`], root);
  } catch {
    throw new Error(`bench:ssr compares with the renderer of ${BASELINE_COMMIT}, which this clone lacks (a shallow clone?): git fetch --unshallow`);
  }
  console.log(`building the old renderer of ${BASELINE_COMMIT.slice(0, 7)} (once) ...`);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'starshelf-baseline-'));
  try {
    execFileSync('sh', ['-c', `git -C "${root}" archive ${BASELINE_COMMIT} | tar -x -C "${scratch}"`], { stdio: ['ignore', 'ignore', 'inherit'] });
    // The workspaces' links inside node_modules are relative, so they name the old sources.
    for (const folder of ['', ...readdirSync(scratch)]) {
      const installed = path.join(root, folder, 'node_modules');
      if (existsSync(installed) && existsSync(path.join(scratch, folder))) run('cp', ['-al', installed, path.join(scratch, folder, 'node_modules')], root);
    }
    run('npm', ['run', 'build', '-w', '@starshelf/contract'], scratch);
    const frontend = path.join(scratch, 'frontend');
    run('npx', ['vite', 'build'], frontend);
    run('npx', ['tsx', 'scripts/build-page-renderer.ts'], frontend);
    mkdirSync(path.dirname(kept), { recursive: true });
    cpSync(path.join(frontend, PAGE_RENDERER_DIR), kept, { recursive: true });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return file;
}
