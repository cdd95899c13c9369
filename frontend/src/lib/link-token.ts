import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

const TOKEN_PARAM = 'token';

// Per page path: the token its mailed link carried. In memory only, never in storage (decision 107).
const kept = new Map<string, string>();

/**
 * Moves a mailed link's `?token=` out of the address bar into memory (decision 107). The browser
 * sends the page's address as the Referer of every request the page makes, and the address bar is
 * what screenshots, history and shared links carry; the token belongs in none of them. Replaces the
 * history entry (no reload, no new entry); a reload then shows the page without its link.
 */
export function takeLinkToken(target: Pick<Window, 'location' | 'history'> | undefined = globalThis.window): void {
  // A server render has no address bar.
  if (!target) return;
  const url = new URL(target.location.href);
  const token = url.searchParams.get(TOKEN_PARAM);
  if (token === null) return;
  kept.set(url.pathname, token);
  url.searchParams.delete(TOKEN_PARAM);
  target.history.replaceState(target.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The token of the link this page was opened with, or null. main.tsx takes it before the first
 * request of the page; a page reached without a full load (or in a test) takes it here, during the
 * render that first asks, so before any effect of the page can call the API.
 */
export function useLinkToken(): string | null {
  const { pathname } = useLocation();
  const [token] = useState(() => {
    takeLinkToken();
    return kept.get(pathname) ?? null;
  });
  return token;
}

/**
 * Sends a mailed link's token once: the links are single use, and StrictMode runs effects twice.
 * A new token (another link opened in the same page) is sent too.
 */
export function useSendTokenOnce(token: string | null, send: (token: string) => void): void {
  const sentFor = useRef<string | null>(null);
  const sendToken = useEffectEvent(send);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    sendToken(token);
  }, [token]);
}
