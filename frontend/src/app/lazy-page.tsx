import { type ComponentType, use, useSyncExternalStore } from 'react';

/** The event Vite fires when a chunk fails to load (docs/rules.md §8); listeners may cancel it. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A page chunk failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}

export type PageLoad = () => Promise<ComponentType>;

/**
 * The load, marked with its outcome once settled in the fields React's `use` reads: a render
 * after that takes the code synchronously instead of suspending.
 */
type TrackedLoad = Promise<ComponentType> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: ComponentType; reason?: unknown };

/** `use` itself marks a load it waits for as 'pending'. */
const isSettled = (promise: TrackedLoad) => promise.status === 'fulfilled' || promise.status === 'rejected';

interface PageCode {
  promise: TrackedLoad;
  /** A render has waited for it (counted once, however often React retries that render). */
  isAwaited?: boolean;
}

const codeByLoad = new WeakMap<PageLoad, PageCode>();

/** Nothing to show: the page a handled load failure leaves (a listener reloads or explains). */
const NoPage: ComponentType = () => null;

/**
 * A failure (a deploy replaced the chunk, the network dropped) is announced with the preload-error
 * event and kept as a ChunkLoadError, unless a listener handled it, so the page's error boundary can
 * offer a reload. Kept, not retried: one download attempt and one event per page and session.
 */
function settleFailure(error: unknown): ComponentType {
  const event = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: error });
  const isUnhandled = window.dispatchEvent(event);
  if (isUnhandled) throw new ChunkLoadError(error);
  return NoPage;
}

/** The page's code, loading it on the first call; every later call shares that one load. */
function pageCode(load: PageLoad): PageCode {
  let code = codeByLoad.get(load);
  if (!code) {
    const promise: TrackedLoad = load().catch(settleFailure);
    // Blocks, not expressions: returning `promise` itself would make this chain adopt a
    // rejection that nothing handles.
    promise.then(
      (value) => { Object.assign(promise, { status: 'fulfilled', value }); },
      (reason: unknown) => { Object.assign(promise, { status: 'rejected', reason }); },
    );
    code = { promise };
    codeByLoad.set(load, code);
  }
  return code;
}

/** Loads a page's code ahead of its render (never rejects: the render shows a failure). */
export function preloadPage(load: PageLoad): Promise<void> {
  return pageCode(load).promise.then(() => undefined, () => undefined);
}

// Pages whose code a render is waiting for: the layout shows a small indicator meanwhile.
let awaitedLoads = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/**
 * Counts a load a render suspended on. Counted after the render (a store must not change while
 * React renders) and only if the code has still not arrived by then.
 */
function awaitCode(code: PageCode): void {
  if (code.isAwaited) return;
  code.isAwaited = true;
  setTimeout(() => {
    if (isSettled(code.promise)) return;
    awaitedLoads += 1;
    notify();
    const done = () => { awaitedLoads -= 1; notify(); };
    code.promise.then(done, done);
  }, 0);
}

/** True while a page the reader asked for waits for its code. */
export function useIsAwaitingPageCode(): boolean {
  return useSyncExternalStore(subscribe, () => awaitedLoads > 0, () => false);
}

/**
 * A route's page whose code is its own chunk. Code already loaded (preloaded before hydration,
 * or earlier in the session) renders at once; otherwise the render suspends until it arrives,
 * and a failed load is thrown to the page's error boundary. Unlike `React.lazy`, which starts its
 * load in the first render, preloaded code needs no suspension, so hydration never waits for it.
 */
export function lazyPage(load: PageLoad): ComponentType {
  return function LazyPage() {
    const code = pageCode(load);
    if (!isSettled(code.promise)) awaitCode(code);
    const Component = use(code.promise as Promise<ComponentType>);
    return <Component />;
  };
}
