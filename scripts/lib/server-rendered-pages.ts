// What the gateway sends the community API for a server-rendered page: only what the page may
// depend on. The render is anonymous and shared, so the session cookie and the rest stay here.
import { LANGUAGE_PREFERENCE_KEY, THEME_PREFERENCE_KEY } from '@starshelf/contract';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { Request } from 'express';

/** Past this the reader gets the shell at once rather than wait for a slow render. */
export const SERVER_RENDER_TIMEOUT_MS = 5_000;

const PREFERENCE_COOKIES = [LANGUAGE_PREFERENCE_KEY, THEME_PREFERENCE_KEY];

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
