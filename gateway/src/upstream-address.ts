// The gateway fetches only from its own upstreams: every address it builds is the fixed origin of a
// service followed by the request's path (decision 104).
import { fail } from '@starshelf/contract';
import type { RequestHandler } from 'express';

/**
 * Whether a request target is a path (HTTP/1.1's origin-form). The absolute form
 * (`http://host/path`) is meant for proxies, and URL parsers read `//host/path` and `/\host/path`
 * as another host too: none of them may reach the routes behind, which build upstream addresses.
 */
export function isOriginForm(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/**
 * The upstream address of a request: the fixed origin of the service, then the request's path and
 * query. Never `new URL(target, origin)`: an absolute or `//host` target would keep its own origin.
 */
export function upstreamAddress(origin: string, target: string): URL {
  const base = new URL(origin).origin;
  if (!isOriginForm(target)) throw new Error(`not a path: ${JSON.stringify(target.slice(0, 80))}`);
  const url = new URL(`${base}${target}`);
  if (url.origin !== base) throw new Error(`${JSON.stringify(target.slice(0, 80))} leaves ${base}`);
  return url;
}

/** First of all: a target that is not a path is answered 400 with the API's envelope (decision 071). */
export const refuseForeignTargets: RequestHandler = (req, res, next) => {
  if (isOriginForm(req.originalUrl)) return next();
  res.setHeader('Cache-Control', 'no-store');
  res.status(400).json(fail('VALIDATION_FAILED', 'The request target must be a path'));
};
