import type { RequestHandler } from 'express';
import { AppError } from './app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/**
 * API.md: a mutation needs a JSON body (a cross-site form cannot send one without a preflight) and
 * an Origin, or failing that a Referer, on our public origin. Anything else is 403 CSRF.
 */
export function csrfProtection(publicUrl: string): RequestHandler {
  const expected = new URL(publicUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    const contentType = req.headers['content-type'];
    const isJson = contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType);
    if ((contentType !== undefined || hasBody(req.headers)) && !isJson) {
      throw new AppError('CSRF', 403, 'Mutations must send Content-Type: application/json');
    }
    const origin = req.headers.origin;
    const source = origin !== undefined ? originOf(origin) : originOf(req.headers.referer);
    if (source !== expected) {
      throw new AppError('CSRF', 403, 'Cross-site request refused');
    }
    next();
  };
}
