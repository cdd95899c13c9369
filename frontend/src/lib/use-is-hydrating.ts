import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const inBrowser = () => false;
const onServerOrHydrating = () => true;

/**
 * True on the server and while React takes over the server's markup, false in every later
 * render. A lazy part hydrates when its code arrives, possibly after data the server never had
 * (the current user): rendering the server's version until then avoids a mismatch, and React
 * renders again with the real state right after.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServerOrHydrating);
}
