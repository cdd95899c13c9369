import { statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The worker serves no HTTP, so its health check reads a file instead: the worker touches it every
 * few seconds while its dependencies answer, and the check calls it healthy while the file is fresh.
 */
export const WORKER_HEARTBEAT_FILE = join(tmpdir(), 'starshelf-worker-heartbeat');
export const HEARTBEAT_INTERVAL_MS = 5_000;
/** Three missed beats: a slow check or a busy event loop is not yet a dead worker. */
export const HEARTBEAT_MAX_AGE_MS = 3 * HEARTBEAT_INTERVAL_MS + 2_000;

export function startHeartbeat(file: string, isHealthy: () => Promise<boolean>): { stop: () => void } {
  const beat = async () => {
    if (await isHealthy().catch(() => false)) writeFileSync(file, String(Date.now()));
  };
  void beat();
  const timer = setInterval(() => void beat(), HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

export function isHeartbeatFresh(file: string, now = Date.now()): boolean {
  try {
    return now - statSync(file).mtimeMs <= HEARTBEAT_MAX_AGE_MS;
  } catch {
    return false;
  }
}
