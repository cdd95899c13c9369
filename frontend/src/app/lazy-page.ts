import type { ComponentType } from 'react';

/** The event Vite fires when a chunk fails to load (SPEC.md §8); listeners may cancel it. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A page chunk failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * Wraps a route's dynamic import: a failure (a deploy replaced the chunk, the network dropped)
 * is announced with the preload-error event and rethrown, unless a listener handled it, so the
 * route's error element can offer a reload.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  return async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      const event = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: error });
      const isUnhandled = window.dispatchEvent(event);
      if (isUnhandled) throw new ChunkLoadError(error);
      return { Component: () => null };
    }
  };
}
