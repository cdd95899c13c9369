import { act, render, screen } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './layout/page-error-boundary';
import { ChunkLoadError, lazyPage, PRELOAD_ERROR_EVENT, preloadPage, useIsAwaitingPageCode } from './lazy-page';

const Books = () => <h1>Books page</h1>;
/** A new failing load each call: the code of a load is kept per load function. */
const failingLoad = () => () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
let cleanup: (() => void) | undefined;

function listen(handler: (event: Event) => void) {
  window.addEventListener(PRELOAD_ERROR_EVENT, handler);
  cleanup = () => window.removeEventListener(PRELOAD_ERROR_EVENT, handler);
}

afterEach(() => cleanup?.());

/** Renders inside an awaited act: a page that suspends on its code is React's async work. */
async function renderAsync(ui: ReactElement) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => { result = render(ui); });
  return result!;
}

/** A load that finishes when the test says so. */
function heldLoad() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  return { load: async () => { await gate; return Books; }, release };
}

function AwaitingFlag() {
  return <output>{useIsAwaitingPageCode() ? 'awaiting' : 'idle'}</output>;
}

/** React reports an error a boundary caught on console.error; here that is the expected outcome. */
function allowCaughtChunkErrors() {
  vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => arg instanceof ChunkLoadError)) return;
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
}

describe('lazyPage', () => {
  it('shows the fallback and the awaiting flag until the code arrives, then the page', async () => {
    const { load, release } = heldLoad();
    const Page = lazyPage(load);
    await renderAsync(<><AwaitingFlag /><Suspense fallback={<p>Loading…</p>}><Page /></Suspense></>);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('awaiting')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Books page' })).toBeTruthy();
    expect(screen.getByText('idle')).toBeTruthy();
  });

  it('renders preloaded code in the first render, without suspending', async () => {
    const load = async () => Books;
    await preloadPage(load);
    const Page = lazyPage(load);
    await renderAsync(<Suspense fallback={<p>Loading…</p>}><Page /></Suspense>);
    // Synchronously after render: no fallback was ever needed.
    expect(screen.getByRole('heading', { name: 'Books page' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('loads the code once, however often the page renders', async () => {
    let loads = 0;
    const load = async () => { loads += 1; return Books; };
    const Page = lazyPage(load);
    const { rerender } = await renderAsync(<Suspense fallback={null}><Page /></Suspense>);
    await screen.findByRole('heading', { name: 'Books page' });
    rerender(<Suspense fallback={null}><Page /><Page /></Suspense>);
    await preloadPage(load);
    expect(loads).toBe(1);
  });

  it('fires one preload-error event for a failed chunk and offers the reload, without a second download', async () => {
    allowCaughtChunkErrors();
    const seen: unknown[] = [];
    listen((event) => seen.push((event as CustomEvent).detail));
    let attempts = 0;
    const failing = failingLoad();
    const load = () => { attempts += 1; return failing(); };
    await preloadPage(load);
    const Page = lazyPage(load);
    await renderAsync(<PageErrorBoundary resetKey="/books"><Suspense fallback={null}><Page /></Suspense></PageErrorBoundary>);
    expect(await screen.findByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByText(/new version of the site/)).toBeTruthy();
    expect(attempts).toBe(1);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(TypeError);
  });

  it('leaves no rejection unhandled when a load fails', async () => {
    listen(() => undefined);
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      await preloadPage(failingLoad());
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('unhandledRejection', record);
    }
    expect(unhandled).toEqual([]);
  });

  it('renders nothing when a listener handled the failure', async () => {
    listen((event) => event.preventDefault());
    const Page = lazyPage(failingLoad());
    const { container } = await renderAsync(<PageErrorBoundary resetKey="/books"><Suspense fallback={<p>Loading…</p>}><Page /></Suspense></PageErrorBoundary>);
    await vi.waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(container.textContent).toBe('');
  });
});

describe('PageErrorBoundary', () => {
  it('clears the error page when the reader goes to another page', async () => {
    allowCaughtChunkErrors();
    listen(() => undefined);
    const Broken = lazyPage(failingLoad());
    const { rerender } = await renderAsync(<PageErrorBoundary resetKey="/books"><Suspense fallback={null}><Broken /></Suspense></PageErrorBoundary>);
    expect(await screen.findByRole('button', { name: 'Reload the page' })).toBeTruthy();
    rerender(<PageErrorBoundary resetKey="/authors"><h1>Authors page</h1></PageErrorBoundary>);
    expect(screen.getByRole('heading', { name: 'Authors page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull();
  });
});
