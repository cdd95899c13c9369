import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';

/**
 * Server and client renderer in one process, which never happens in a browser: the server
 * renderer leaves the context values of its last render in place until its next render starts,
 * so an empty one restores them before the client renders (see also setup-tests.ts).
 */
async function leaveServerRenderer(): Promise<void> {
  await (await prerender(<span />)).prelude.cancel();
}

/**
 * Hydrates server `markup` with `ui` as the browser would. A mismatch shows as a console.error
 * (which fails the test) or in `recoverable`, React's report of markup it had to replace.
 */
export async function hydrateMarkup(markup: string, ui: ReactNode, beforeHydrate?: (container: HTMLElement) => void) {
  await leaveServerRenderer();
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  // What a reader does to the page between its arrival and the app's start (typing, say).
  beforeHydrate?.(container);
  const recoverable: unknown[] = [];
  // Testing Library's render sets this; hydrateRoot is called directly here.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) });
  });
  const unmount = async () => {
    await act(async () => root?.unmount());
    container.remove();
  };
  return { container, recoverable, unmount };
}
