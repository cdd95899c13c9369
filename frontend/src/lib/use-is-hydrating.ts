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

/**
 * For a control the server renders before the app that answers it has arrived: announced as not
 * yet available (`aria-disabled`) until the app takes the page over, so assistive technology and
 * automated readers wait instead of pressing something that cannot react; without JavaScript it
 * never can, which the attribute then states truly. No visual change: the wait is short, and a
 * dimmed flash on every button would distract more than it tells.
 */
export function useAwaitingHydrationProps(): { 'aria-disabled'?: true } {
  return useIsHydrating() ? { 'aria-disabled': true } : {};
}
