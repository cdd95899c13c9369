import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HEARTBEAT_MAX_AGE_MS, isHeartbeatFresh, startHeartbeat } from './heartbeat.js';

describe('worker heartbeat', () => {
  const dir = mkdtempSync(join(tmpdir(), 'heartbeat-'));
  afterEach(() => rmSync(join(dir, 'beat'), { force: true }));

  it('beats while the dependencies answer and goes stale after three missed beats', async () => {
    const file = join(dir, 'beat');
    const beat = startHeartbeat(file, async () => true);
    await expect.poll(() => isHeartbeatFresh(file)).toBe(true);
    beat.stop();
    expect(isHeartbeatFresh(file, Date.now() + HEARTBEAT_MAX_AGE_MS + 1)).toBe(false);
  });

  it('does not beat while a dependency is down', async () => {
    const file = join(dir, 'beat');
    const beat = startHeartbeat(file, async () => false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    beat.stop();
    expect(isHeartbeatFresh(file)).toBe(false);
  });
});
