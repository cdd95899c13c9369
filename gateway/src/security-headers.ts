// The headers the gateway adds itself: HSTS on every answer of an https site, and the security
// headers of the admin and of the site's own files (proxied API answers keep the API's).
import { SPA_CSP_DIRECTIVES } from '@starshelf/contract';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** helmet's value, which the API sends in production too: one year, subdomains included. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The admin (Next, Payload) inlines its bootstrap scripts and styles without nonces, so it needs
 * 'unsafe-inline'; everything else stays on the origin, and nobody may frame it (clickjacking).
 */
const ADMIN_CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Every answer, proxied or not: the site is reached over https only (decision 104). */
export const strictTransportSecurity: RequestHandler = (_req, res, next) => {
  res.setHeader('Strict-Transport-Security', HSTS_VALUE);
  next();
};

const headersWithPolicy = (directives: Record<string, Iterable<string>>) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent by `strictTransportSecurity` above, and only for an https site.
    strictTransportSecurity: false,
  });

/** Set before proxying: Next sets none of these, so the admin's answers keep them. */
export const adminHeaders = (): RequestHandler => headersWithPolicy(ADMIN_CSP_DIRECTIVES);

/** The site's files carry the same policy as the API's answers. */
export const siteHeaders = (): RequestHandler => headersWithPolicy(SPA_CSP_DIRECTIVES);
