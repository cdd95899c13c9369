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

const isMultipart = (contentType: string) => /^multipart\/form-data\s*;/i.test(contentType);

/**
 * docs/api.md: a mutation needs a JSON body (a cross-site form cannot send one without a preflight) and
 * an Origin, or failing that a Referer, on our public origin. Anything else is 403 CSRF.
 * `multipartPaths` (the file upload) may send multipart/form-data, which a cross-site form can: there
 * the same-origin Origin (or Referer) below is what refuses it, exactly as for every other mutation.
 */
export function csrfProtection(publicUrl: string, multipartPaths: readonly string[] = []): RequestHandler {
  const expected = new URL(publicUrl).origin;
  const uploads = new Set(multipartPaths);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    const contentType = req.headers['content-type'];
    const isJson = contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType);
    const isUpload = contentType !== undefined && req.method === 'POST' && uploads.has(req.path) && isMultipart(contentType);
    if ((contentType !== undefined || hasBody(req.headers)) && !isJson && !isUpload) {
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
