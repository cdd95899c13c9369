// The renderer's data source the API used before its routes were called in process (decision
// 115): an HTTP GET of the API's own address per data call. Kept here only so bench:ssr can
// measure both side by side; the API itself never uses it.
import type { Locale } from '@starshelf/contract';

/** What the source reads of the page request: the address and port it arrived at. */
type PageRequest = { socket: { localAddress?: string | undefined; localPort?: number | undefined } };

/**
 * A plain GET of this very process, as an anonymous browser in `language` would send it: no cookie
 * of the reader, only `Accept-Language`, and nothing outside `/api/`.
 */
export function httpPageData(language: Locale, req: PageRequest): (pathAndQuery: string) => Promise<Response> {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') ? `[${address}]` : address;
  const origin = `http://${host}:${req.socket.localPort ?? 0}`;
  return async (pathAndQuery) => {
    if (!pathAndQuery.startsWith('/api/')) throw new Error('fetchApi only reaches /api/');
    const url = new URL(pathAndQuery, origin);
    if (url.origin !== origin) throw new Error('fetchApi only reaches /api/');
    return fetch(url, { headers: { 'accept-language': language, accept: 'application/json' } });
  };
}
