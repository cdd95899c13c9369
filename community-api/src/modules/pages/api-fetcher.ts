import type { Request } from 'express';
import type { Locale } from '@starshelf/contract';

/**
 * The renderer's `fetchApi` (decision 087): a plain HTTP GET of this very process, on the address
 * the page request arrived at, as an anonymous browser in `language` would send it. No cookie of
 * the reader travels (the page is shared by everyone), and the call carries no privilege of any
 * kind, so there is nothing for an outside client to spoof. It arrives from our own address with no
 * X-Forwarded-For, so it never counts against the reader's address (the catalogue reads are not
 * rate-limited anyway).
 */
export function apiFetcherFor(req: Request, language: Locale): (pathAndQuery: string) => Promise<Response> {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') ? `[${address}]` : address;
  const origin = `http://${host}:${req.socket.localPort ?? 0}`;
  return async (pathAndQuery) => {
    // Only our own API: the renderer cannot be turned into a way to reach anything else.
    if (!pathAndQuery.startsWith('/api/')) throw new Error('fetchApi only reaches /api/');
    const url = new URL(pathAndQuery, origin);
    if (url.origin !== origin) throw new Error('fetchApi only reaches /api/');
    return fetch(url, { headers: { 'accept-language': language, accept: 'application/json' } });
  };
}
