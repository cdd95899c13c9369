// Runs a newcomer's commands in the clone, keeping everything they print in one log file.
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

export interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | string>;
}

/**
 * Starts `command` in its own process group (as a terminal's foreground job is), so Ctrl-C can be
 * sent to the whole group the way a terminal does.
 */
export function runInClone(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string }): Running {
  let output = '';
  appendFileSync(options.logFile, `\n$ ${[command, ...args].join(' ')}\n`);
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    appendFileSync(options.logFile, chunk);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | string>((resolve) => {
    child.on('error', (error) => resolve(error.message));
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return { child, output: () => output, exited };
}

/** The line a newcomer would read first when something broke: the first one that reports an error. */
export function firstErrorLine(output: string): string {
  const lines = output.split('\n').map((line) => line.trim());
  const found = lines.find((line) => !/^npm warn/i.test(line) && /(\berror\b|\bERR_[A-Z_]+|ERR!|\bfailed\b|Cannot find)/i.test(line));
  return found ?? lines.filter((line) => line !== '').at(-1) ?? '(no output)';
}

/** npm 11 names every dependency whose install script it skipped because the project did not decide. */
export function unreviewedInstallScripts(output: string): string[] {
  return output.split('\n').filter((line) => /install-scripts|allowScripts/.test(line));
}

/** Ctrl-C in a terminal: SIGINT to every process of the foreground group. */
export function pressCtrlC(running: Running): void {
  const pid = running.child.pid;
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGINT');
  } catch {
    // the group is gone already
  }
}

export function killGroup(running: Running | undefined): void {
  const pid = running?.child.pid;
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // gone
  }
}
