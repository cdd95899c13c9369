import type { ErrorCode } from '@starshelf/contract';
import { APIError, Forbidden, NotFound, UnauthorizedError, ValidationError } from 'payload';

import { CatalogueError } from '../errors.js';

export type CatalogueErrorInfo = {
  code: ErrorCode;
  status: number;
  message: string;
  details?: { path: string; message: string }[];
};

/**
 * The SQLSTATEs of a delete refused because other rows still refer to the row: PostgreSQL up to 17
 * reports an ON DELETE RESTRICT refusal as foreign_key_violation, 18 as restrict_violation.
 */
export const STILL_REFERENCED_STATES: ReadonlySet<string> = new Set(['23503', '23001']);

/** PostgreSQL's SQLSTATE of `error` or of an error it wraps (drizzle wraps the driver's). */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/**
 * Translates what the Local API throws into the envelope's terms, so the community API does not
 * need to know Payload's error classes. Returns null for unexpected errors (answer INTERNAL).
 */
export function describeCatalogueError(error: unknown): CatalogueErrorInfo | null {
  if (error instanceof CatalogueError) {
    return { code: error.code, status: error.status, message: error.message, ...(error.details ? { details: error.details } : {}) };
  }
  if (error instanceof ValidationError) {
    const details = error.data.errors.map(({ path, message }) => ({ path, message }));
    return { code: 'VALIDATION_FAILED', status: 400, message: details[0]?.message ?? error.message, details };
  }
  if (error instanceof Forbidden) return { code: 'FORBIDDEN', status: 403, message: error.message };
  if (error instanceof UnauthorizedError) return { code: 'UNAUTHENTICATED', status: 401, message: error.message };
  if (error instanceof NotFound) return { code: 'NOT_FOUND', status: 404, message: error.message };
  if (error instanceof APIError && error.status === 404) return { code: 'NOT_FOUND', status: 404, message: error.message };
  // A delete that raced a new reference past the hook's check: the foreign key refused it.
  if (STILL_REFERENCED_STATES.has(sqlState(error) ?? '')) {
    return { code: 'CONFLICT', status: 409, message: 'Other catalogue entries still refer to this one. Remove those references first.' };
  }
  return null;
}
