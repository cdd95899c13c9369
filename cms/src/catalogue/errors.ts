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
 * Translates what the Local API throws into the envelope's terms, so the community API does not
 * need to know Payload's error classes. Returns null for unexpected errors (answer INTERNAL).
 */
export function describeCatalogueError(error: unknown): CatalogueErrorInfo | null {
  if (error instanceof CatalogueError) return { code: error.code, status: error.status, message: error.message };
  if (error instanceof ValidationError) {
    const details = error.data.errors.map(({ path, message }) => ({ path, message }));
    return { code: 'VALIDATION_FAILED', status: 400, message: details[0]?.message ?? error.message, details };
  }
  if (error instanceof Forbidden) return { code: 'FORBIDDEN', status: 403, message: error.message };
  if (error instanceof UnauthorizedError) return { code: 'UNAUTHENTICATED', status: 401, message: error.message };
  if (error instanceof NotFound) return { code: 'NOT_FOUND', status: 404, message: error.message };
  if (error instanceof APIError && error.status === 404) return { code: 'NOT_FOUND', status: 404, message: error.message };
  return null;
}
