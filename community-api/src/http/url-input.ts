import type { Request } from 'express';
import { AppError } from './app-error.js';

const NUL = '\u0000';

function nulPath(values: unknown, location: string): string | undefined {
  if (typeof values === 'string') return values.includes(NUL) ? location : undefined;
  if (typeof values !== 'object' || values === null) return undefined;
  for (const [key, value] of Object.entries(values)) {
    const found = nulPath(value, `${location}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL in a path parameter or query value is refused with
 * a 400 before any handler sees it. A NUL can only arrive escaped, so most requests cost one scan.
 */
export function refuseNulInUrl(req: Request): void {
  if (!req.originalUrl.includes('%00')) return;
  const path = nulPath(req.params, 'params') ?? nulPath(req.query, 'query');
  if (path) throw new AppError('VALIDATION_FAILED', 400, 'Invalid input', [{ path, message: 'NUL characters are not allowed' }]);
}
