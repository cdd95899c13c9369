import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenMediaMatches } from './when-media-matches';

/** A window whose width decides `(min-width: 48rem)`, with the change event a browser fires. */
function fakeWindowWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  const media = {
    get matches() { return width >= 768; },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  return {
    resize(to: number) { width = to; [...listeners].forEach((listener) => listener()); },
    listenerCount: () => listeners.size,
  };
}

afterEach(() => vi.unstubAllGlobals());

const settled = async (promise: Promise<void>) => {
  let isSettled = false;
  void promise.then(() => { isSettled = true; });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return isSettled;
};

describe('whenMediaMatches', () => {
  it('resolves at once when the query matches', async () => {
    fakeWindowWidth(1280);
    expect(await settled(whenMediaMatches('(min-width: 48rem)'))).toBe(true);
  });

  it('waits while it does not, and resolves when the window grows to match', async () => {
    const window = fakeWindowWidth(390);
    const match = whenMediaMatches('(min-width: 48rem)');
    expect(await settled(match)).toBe(false);
    window.resize(500);
    expect(await settled(match)).toBe(false);
    window.resize(1024);
    expect(await settled(match)).toBe(true);
    expect(window.listenerCount()).toBe(0);
  });
});
