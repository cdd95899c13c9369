import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Workspace {
  /** Folder name, e.g. `community-api`. */
  dir: string;
  /** Package name, e.g. `@starshelf/community-api`. */
  packageName: string;
  scripts: Record<string, string>;
  tsconfigs: string[];
}

interface Manifest {
  name?: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
}

const readManifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

/** The workspaces of the root package.json, in its order. */
export function listWorkspaces(rootDir: string): Workspace[] {
  const root = readManifest(join(rootDir, 'package.json'));
  return (root.workspaces ?? []).flatMap((dir) => {
    const manifestFile = join(rootDir, dir, 'package.json');
    if (!existsSync(manifestFile)) return [];
    const manifest = readManifest(manifestFile);
    // tsconfig.test.json covers the test files a build config leaves out (contract/ has one).
    const tsconfigs = ['tsconfig.json', 'tsconfig.test.json'].filter((f) => existsSync(join(rootDir, dir, f))).map((f) => join(dir, f));
    return [{ dir, packageName: manifest.name ?? dir, scripts: manifest.scripts ?? {}, tsconfigs }];
  });
}
