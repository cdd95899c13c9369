// The catalogue pages come rendered from the community API (decision 087); when it cannot render
// one or is down, the request goes on to the prerendered shell, and the SPA takes over.
import { isServerRenderedPath, LANGUAGE_PREFERENCE_KEY, THEME_PREFERENCE_KEY } from '@starshelf/contract';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { Request, RequestHandler } from 'express';
import { isOriginForm, upstreamAddress } from './upstream-address.js';

/** Past this the reader gets the shell at once rather than wait for a slow render. */
export const SERVER_RENDER_TIMEOUT_MS = 5_000;

const PREFERENCE_COOKIES = [LANGUAGE_PREFERENCE_KEY, THEME_PREFERENCE_KEY];

/**
 * What the gateway sends the community API for a server-rendered page: only what the page may
 * depend on. The render is anonymous and shared, so the session cookie and the rest stay here.
 */
export function pageForwardHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = { accept: 'text/html' };
  const cookies = parseCookies(req.headers.cookie ?? '');
  const kept = PREFERENCE_COOKIES.flatMap((name) => {
    const value = cookies[name];
    return value === undefined ? [] : [serializeCookie(name, value)];
  });
  if (kept.length > 0) headers.cookie = kept.join('; ');
  const acceptLanguage = req.headers['accept-language'];
  if (acceptLanguage) headers['accept-language'] = acceptLanguage;
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) {
    headers['if-none-match'] = ifNoneMatch;
    // Without a Cache-Control of its own, fetch adds `no-cache` to a conditional request, and the
    // API rightly sends the whole page again; `max-age=0` lets a matching ETag cost a 304.
    headers['cache-control'] = 'max-age=0';
  }
  // As the /api proxy does (xfwd): the API logs and limits by the reader's address, not ours.
  const chain = req.headers['x-forwarded-for'];
  const client = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = chain ? `${String(chain)}, ${client}` : client;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = req.protocol;
  return headers;
}

/**
 * The API's answers that are a page, a way to one (a redirect to the page's canonical address) or
 * its refusal to render more for this reader (429, decision 105): anything else (its 503, a crash,
 * no answer) means the shell.
 */
const PAGE_STATUSES = new Set([200, 304, 404, 301, 302, 307, 308, 429]);
const PAGE_HEADERS = ['content-type', 'etag', 'cache-control', 'vary', 'last-modified', 'location', 'retry-after'];

/** A redirect is passed on only to a path of this site. */
const isOwnRedirect = (upstream: Response) => {
  const location = upstream.headers.get('location');
  return location === null || isOriginForm(location);
};

export function serverRenderedPages(apiUrl: string, onError: (message: string) => void): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isServerRenderedPath(req.path)) return next();
    try {
      const upstream = await fetch(upstreamAddress(apiUrl, req.originalUrl), {
        method: req.method,
        headers: pageForwardHeaders(req),
        redirect: 'manual',
        signal: AbortSignal.timeout(SERVER_RENDER_TIMEOUT_MS),
      });
      if (PAGE_STATUSES.has(upstream.status) && isOwnRedirect(upstream)) {
        res.status(upstream.status);
        for (const name of PAGE_HEADERS) {
          const value = upstream.headers.get(name);
          if (value !== null) res.setHeader(name, value);
        }
        if (upstream.status === 304 || req.method === 'HEAD') {
          res.end();
          return;
        }
        res.send(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      await upstream.body?.cancel();
    } catch (error) {
      onError(`page ${req.path} upstream ${apiUrl}: ${(error as Error).message}`);
    }
    next();
  };
}
