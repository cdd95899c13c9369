import type { Request } from 'express';
import type { Config } from '../../config.js';
import { readCookie } from '../../http/cookies.js';
import type { Browser } from './sign-in.js';

/** The session a browser holds (ended on sign-in, never upgraded), the name it gives itself and its registrations. */
export function browserOf(req: Request, config: Pick<Config, 'session'>): Browser {
  return {
    sessionToken: readCookie(req, config.session.cookieName),
    userAgent: req.get('user-agent'),
    registrationToken: readCookie(req, config.session.registrationCookieName),
  };
}
