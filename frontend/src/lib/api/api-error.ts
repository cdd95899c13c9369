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
