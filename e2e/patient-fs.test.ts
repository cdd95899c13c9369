// The image's npm installs under a limit of 1,024 open files (Dockerfile, decision 160): the preload
// that makes an open failing with EMFILE wait its turn, tried in a node process whose limit is far
// below what it opens at once.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const preload = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../scripts/docker/patient-fs.mjs');

// 300 reads and 300 callback opens of a small file at once, in a process that may hold 64 files.
const OPEN_MANY = `
  const fs = require('node:fs');
  const reads = Array.from({ length: 300 }, () => fs.promises.readFile(process.argv[1]).then((b) => b.length > 0));
  const opens = Array.from({ length: 300 }, () => new Promise((resolve, reject) => fs.open(process.argv[1], 'r', (error, fd) => error ? reject(error) : setTimeout(() => fs.close(fd, () => resolve(true)), 5))));
  Promise.all([...reads, ...opens]).then((all) => console.log('opened ' + all.filter(Boolean).length), (error) => { console.log('failed ' + error.code); process.exitCode = 1; });
`;

async function openMany(withPreload: boolean): Promise<string> {
  const node = `ulimit -n 64 && exec node ${withPreload ? `--import=${preload} ` : ''}--eval "$0" "$1"`;
  try {
    return (await run('bash', ['-c', node, OPEN_MANY, preload])).stdout.trim();
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error).trim();
  }
}

describe('npm in the image build, under a low limit of open files', () => {
  it('fails with EMFILE when a process opens more files at once than it may hold', async () => {
    expect(await openMany(false)).toBe('failed EMFILE');
  });

  it('waits for its turn instead with patient-fs.mjs loaded', async () => {
    expect(await openMany(true)).toBe('opened 600');
  });
});
