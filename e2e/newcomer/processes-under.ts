// Which processes still belong to a folder: their working directory or their command line lies in
// it. The embedded PostgreSQL runs in its data folder, Node services in their workspace, so
// this finds whatever `npm start` left behind without knowing how it started it.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface LeftProcess {
  pid: number;
  command: string;
}

function describe(pid: number, dir: string): LeftProcess | undefined {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    let cwd = '';
    try {
      cwd = readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      // a process of another user, or gone meanwhile: its command line still tells
    }
    const isUnder = cwd === dir || cwd.startsWith(`${dir}/`) || command.includes(dir);
    return isUnder ? { pid, command: command.slice(0, 200) } : undefined;
  } catch {
    return undefined;
  }
}

export function processesUnder(dir: string): LeftProcess[] {
  const found: LeftProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    const left = describe(pid, dir);
    if (left) found.push(left);
  }
  return found;
}

export async function waitUntilNoneUnder(dir: string, timeoutMs: number): Promise<LeftProcess[]> {
  const deadline = Date.now() + timeoutMs;
  let left = processesUnder(dir);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    left = processesUnder(dir);
  }
  return left;
}
