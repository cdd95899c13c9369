// Absolute paths of the tools the scripts run, so nothing depends on npx or a shell's PATH.
import { join } from 'node:path';

export interface Tools {
  node: string;
  npm: string;
  tsc: string;
  tsx: string;
  eslint: string;
  next: string;
}

export function toolsFor(rootDir: string): Tools {
  const bin = (name: string) => join(rootDir, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
  return {
    node: process.execPath,
    npm: process.platform === 'win32' ? 'npm.cmd' : 'npm',
    tsc: bin('tsc'),
    tsx: bin('tsx'),
    eslint: bin('eslint'),
    // The real Next entry (not a wrapper) so the pid we hold is the server's.
    next: join(rootDir, 'node_modules', 'next', 'dist', 'bin', 'next'),
  };
}
