import { afterEach, describe, expect, it } from 'vitest';
import { ChunkLoadError, lazyPage, PRELOAD_ERROR_EVENT } from './lazy-page';

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
let cleanup: (() => void) | undefined;

function listen(handler: (event: Event) => void) {
  window.addEventListener(PRELOAD_ERROR_EVENT, handler);
  cleanup = () => window.removeEventListener(PRELOAD_ERROR_EVENT, handler);
}

afterEach(() => cleanup?.());

describe('lazyPage', () => {
  it('loads the page component', async () => {
    const Page = () => null;
    await expect(lazyPage(() => Promise.resolve(Page))()).resolves.toEqual({ Component: Page });
  });

  it('fires the preload-error event and rethrows a failed chunk load so the route offers a reload', async () => {
    const seen: unknown[] = [];
    listen((event) => seen.push((event as CustomEvent).detail));
    await expect(lazyPage(failing)()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(TypeError);
  });

  it('does not rethrow when a listener handles the event', async () => {
    listen((event) => event.preventDefault());
    const route = await lazyPage(failing)();
    expect(typeof route.Component).toBe('function');
  });
});
