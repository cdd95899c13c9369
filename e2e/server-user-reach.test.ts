// Under root the embedded PostgreSQL runs as the user `postgres`: a checkout that user cannot
// enter is refused before initdb, with the folder and the way out, instead of a bare EACCES.
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../scripts/lib/postgres.js';
import { firstFolderClosedTo } from '../scripts/lib/server-user-reach.js';

const STRANGER = { uid: 54_321, gid: 54_321 };
let made: string[] = [];

function folderWithMode(mode: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'starshelf-reach-'));
  made.push(dir);
  chmodSync(dir, mode);
  return dir;
}

afterEach(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made = [];
});

describe('whether the embedded server user can reach a folder', () => {
  it('names the first closed folder on the way, and none once others may pass', () => {
    const closed = folderWithMode(0o700);
    const inner = join(closed, 'checkout', '.data');
    mkdirSync(inner, { recursive: true });
    expect(firstFolderClosedTo(inner, STRANGER)).toBe(closed);
    chmodSync(closed, 0o711);
    expect(firstFolderClosedTo(inner, STRANGER)).toBeUndefined();
  });

  it('lets the owner through its own folder by the owner bits', () => {
    const own = folderWithMode(0o700);
    expect(firstFolderClosedTo(own, { uid: userInfo().uid })).toBeUndefined();
  });

  it.runIf(userInfo().uid === 0)('refuses to start under root in a folder the postgres user cannot enter, saying how to go on', async () => {
    const closed = folderWithMode(0o700);
    await expect(startEmbeddedPostgres({ dir: join(closed, 'checkout', '.data', 'postgres'), port: 1, isRoot: true })).rejects.toThrow(
      `cannot enter ${closed} (mode 700)`,
    );
  });
});
