import type { ErrorCode } from '@starshelf/contract';

/** Codes the client adds to the server's: no answer at all, or an answer it cannot read. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNKNOWN';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: unknown;

  constructor(message: string, options: { status: number; code: ApiErrorCode; details?: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.details = options.details;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The API's answer that a page's subject does not exist: its 404, or its 400 for an address whose
 * slug or id cannot name anything (`/books/%00`). The page says "not found", the server answers 404.
 */
export function isMissingSubject(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
