import { describe, expect, it } from 'vitest';
import type { CatalogueChanges } from './catalogue-changes.js';
import { countsPerRevision, keptPerRevision, keptWhileRefreshing, revisionCache } from './kept-per-revision.js';

function fakeChanges() {
  const state = { revision: 0, live: true };
  const changes: CatalogueChanges = { revision: () => state.revision, isLive: () => state.live, close: async () => undefined };
  return { state, changes };
}

describe('keptPerRevision', () => {
  it('loads each key once per revision, and again after a change', async () => {
    const { state, changes } = fakeChanges();
    const loads: string[] = [];
    const read = keptPerRevision(changes, async (key: string) => {
      loads.push(key);
      return `${key}@${state.revision}`;
    });
    expect(await Promise.all([read('en'), read('en'), read('de')])).toEqual(['en@0', 'en@0', 'de@0']);
    expect(loads).toEqual(['en', 'de']);
    state.revision = 1;
    expect(await read('en')).toBe('en@1');
    expect(loads).toEqual(['en', 'de', 'en']);
  });

  it('keeps nothing while the listener is down', async () => {
    const { state, changes } = fakeChanges();
    state.live = false;
    let loads = 0;
    const read = keptPerRevision(changes, async () => (loads += 1));
    await read('en');
    await read('en');
    expect(loads).toBe(2);
  });

  it('tries a failed load again on the next call', async () => {
    const { changes } = fakeChanges();
    let calls = 0;
    const read = keptPerRevision(changes, async () => {
      calls += 1;
      if (calls === 1) throw new Error('the database went away');
      return 'genres';
    });
    await expect(read('en')).rejects.toThrow('went away');
    expect(await read('en')).toBe('genres');
  });
});

describe('revisionCache', () => {
  it('shares a load under way, and loads again what `keeps` refused', async () => {
    const { changes } = fakeChanges();
    const cache = revisionCache<string, string | null>(changes, { keeps: (value) => value !== null });
    let loads = 0;
    const page = async (found: boolean) => {
      loads += 1;
      return found ? '<urlset/>' : null;
    };
    expect(await Promise.all([cache('books-1', () => page(true)), cache('books-1', () => page(true))])).toEqual(['<urlset/>', '<urlset/>']);
    expect(loads).toBe(1);
    expect(await cache('books-9999', () => page(false))).toBeNull();
    expect(await cache('books-9999', () => page(false))).toBeNull();
    expect(loads).toBe(3);
    expect(await cache('books-1', () => page(true))).toBe('<urlset/>');
    expect(loads).toBe(3);
  });
});

describe('countsPerRevision', () => {
  it('counts each key once per revision and keeps only the newest keys', async () => {
    const { state, changes } = fakeChanges();
    const keep = countsPerRevision(changes, 2);
    let counts = 0;
    const count = async () => (counts += 1);
    await keep('a', count);
    await keep('a', count);
    expect(counts).toBe(1);
    await keep('b', count);
    await keep('c', count);
    // 'a' was the oldest of three: dropped, so it is counted again.
    await keep('a', count);
    expect(counts).toBe(4);
    await keep('c', count);
    expect(counts).toBe(4);
    state.revision = 1;
    await keep('c', count);
    expect(counts).toBe(5);
  });
});

describe('keptWhileRefreshing', () => {
  it('serves the older answer while the new revision loads once, then the new one', async () => {
    const { state, changes } = fakeChanges();
    let release: () => void = () => undefined;
    let loads = 0;
    const read = keptWhileRefreshing(changes, async (key: string) => {
      loads += 1;
      if (state.revision === 1) await new Promise<void>((resolve) => (release = resolve));
      return `${key}@${state.revision}`;
    });
    expect(await read('en')).toBe('en@0');
    state.revision = 1;
    expect(await Promise.all([read('en'), read('en')])).toEqual(['en@0', 'en@0']);
    expect(loads).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await read('en')).toBe('en@1');
    expect(loads).toBe(2);
  });

  it('keeps the older answer when a refresh fails, and tries again', async () => {
    const { state, changes } = fakeChanges();
    let fail = false;
    let loads = 0;
    const read = keptWhileRefreshing(changes, async () => {
      loads += 1;
      if (fail) throw new Error('database away');
      return state.revision;
    });
    expect(await read('en')).toBe(0);
    state.revision = 1;
    fail = true;
    expect(await read('en')).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fail = false;
    expect(await read('en')).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await read('en')).toBe(1);
    expect(loads).toBe(3);
  });

  it('does not keep an answer `keeps` refuses, fresh or refreshed: the next call loads again', async () => {
    const { state, changes } = fakeChanges();
    let exists = false;
    let loads = 0;
    const read = keptWhileRefreshing(changes, async () => {
      loads += 1;
      return exists ? `file@${state.revision}` : null;
    }, { keeps: (file) => file !== null });
    expect(await read('books-2')).toBeNull();
    expect(await read('books-2')).toBeNull();
    expect(loads).toBe(2);
    exists = true;
    expect(await read('books-2')).toBe('file@0');
    expect(await read('books-2')).toBe('file@0');
    expect(loads).toBe(3);
    // The file is gone in the next revision: the older answer serves the call that finds out, not the ones after.
    state.revision = 1;
    exists = false;
    expect(await read('books-2')).toBe('file@0');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await read('books-2')).toBeNull();
    expect(loads).toBe(5);
  });
});
