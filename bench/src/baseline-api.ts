// The community API as it was before the pages called its routes in process (decision 115),
// built from that commit's own sources, so bench:ssr measures today's server side by side with the
// old one in one run: its renderer, reading its data over HTTP from its own address, its routes,
// its SQL and its page handling, all as they were.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PAGE_RENDERER_DIR, PAGE_RENDERER_FILE } from '@starshelf/contract';

/** The last commit whose pages read their data over HTTP. */
export const BASELINE_COMMIT = 'cc32a734fe3e56333e959f6333128e6cd11058ed';

/** The built checkout's entry, as the image runs it. */
export const BASELINE_SERVER = 'community-api/dist/server.js';

const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });

/** Hard links of the installed packages (a copy would take a minute and a gigabyte). */
function linkInstalled(installed: string, target: string): void {
  run('cp', ['-al', installed, target], installed);
}

/**
 * The old checkout, built on first use into `.data/bench-baseline/<commit>/` (the repository's
 * ignored working data: no lint, type check or test looks there) and kept:
 * the commit's sources are unpacked, given this checkout's installed packages (hard links: the
 * versions did not change since), and the libraries, the API and the page renderer are built.
 */
export function baselineApi(root: string): string {
  const kept = path.join(root, '.data', 'bench-baseline', BASELINE_COMMIT);
  if (existsSync(path.join(kept, BASELINE_SERVER)) && existsSync(path.join(kept, 'frontend', PAGE_RENDERER_DIR, PAGE_RENDERER_FILE))) return kept;
  try {
    run('git', ['cat-file', '-e', `${BASELINE_COMMIT}^{commit}`], root);
  } catch {
    throw new Error(`bench:ssr compares with the API of ${BASELINE_COMMIT}, which this clone lacks (a shallow clone?): git fetch --unshallow`);
  }
  console.log(`building the API of ${BASELINE_COMMIT.slice(0, 7)} (once, about a minute) ...`);
  mkdirSync(path.dirname(kept), { recursive: true });
  const scratch = mkdtempSync(path.join(path.dirname(kept), 'building-'));
  try {
    execFileSync('sh', ['-c', `git -C "${root}" archive ${BASELINE_COMMIT} | tar -x -C "${scratch}"`], { stdio: ['ignore', 'ignore', 'inherit'] });
    // The workspaces' links inside node_modules are relative, so they name the old sources.
    for (const folder of ['', ...readdirSync(scratch)]) {
      const installed = path.join(root, folder, 'node_modules');
      if (existsSync(installed) && existsSync(path.join(scratch, folder))) linkInstalled(installed, path.join(scratch, folder, 'node_modules'));
    }
    run('npm', ['run', 'build', '-w', '@starshelf/contract'], scratch);
    run('npm', ['run', 'build:lib', '-w', '@starshelf/cms'], scratch);
    run('npm', ['run', 'build', '-w', '@starshelf/community-api'], scratch);
    const frontend = path.join(scratch, 'frontend');
    run('npx', ['vite', 'build'], frontend);
    run('npx', ['tsx', 'scripts/build-page-renderer.ts'], frontend);
    rmSync(kept, { recursive: true, force: true });
    renameSync(scratch, kept);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return kept;
}
