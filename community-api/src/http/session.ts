import type { RequestHandler } from 'express';
import type { Config } from '../config.js';
import type { UserRow } from '../db/schema.js';
import { readCookie } from './cookies.js';
import { setRequestContext } from './request-context.js';

/** What the middleware needs of the sessions: the member behind a token, if it is still valid. */
export type SessionLookup = { resolve: (token: string) => Promise<UserRow | undefined> };

// Our ids are 43 base64url characters; anything else is not worth a database round trip.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Loads the member behind the session cookie on every request; no valid session means anonymous. */
export function sessionMiddleware(config: Pick<Config, 'session'>, sessions: SessionLookup): RequestHandler {
  return async (req, _res, next) => {
    const token = readCookie(req, config.session.cookieName);
    if (!token || !TOKEN_SHAPE.test(token)) {
      setRequestContext(req, {});
      next();
      return;
    }
    const user = await sessions.resolve(token);
    setRequestContext(req, { user, sessionToken: user ? token : undefined });
    next();
  };
}
