import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

/**
 * What a CDN may keep of an answer everyone gets alike (the catalogue reads, the server-rendered
 * pages; decision 087): the browser revalidates every time (a cheap 304 by ETag), a shared cache
 * keeps it 2 s and may serve it 2 s longer while it refetches. With the API dropping its own page
 * cache on every catalogue write, an edit is visible everywhere within about 5 s.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=2, stale-while-revalidate=2';

/** Answers that carry the member's own data (their reading status, their rating). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The language comes from the cookie or Accept-Language: a shared cache must key on both. */
export function markShared(res: Response): void {
  res.setHeader('Cache-Control', SHARED_CACHE_CONTROL);
  res.vary('Cookie').vary('Accept-Language');
}

export function markPrivate(res: Response): void {
  res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
}

/** For a route's `before`: Express adds the ETag (and answers 304) when the handler sends. */
export const sharedCacheable: RequestHandler = (_req, res, next) => {
  markShared(res);
  next();
};

export const privateAnswer: RequestHandler = (_req, res, next) => {
  markPrivate(res);
  next();
};

/** A strong ETag for an answer kept as bytes (a page, a detail answer): the same bytes, the same tag. */
export const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/**
 * A JSON answer kept as the bytes it is sent as, with its ETag: Express answers a matching
 * If-None-Match with 304 and HEAD without a body, as it does for `res.json`.
 */
export function sendJsonBytes(res: Response, { body, etag }: { body: Buffer; etag: string }): void {
  res.setHeader('ETag', etag);
  res.type('json').send(body);
}
