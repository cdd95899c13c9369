import { ERROR_STATUS, type ErrorCode } from '@starshelf/contract';

/**
 * The one error type routes and services throw on purpose. The error handler turns it into the
 * envelope; `status` defaults to the status the contract pairs with the code.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, status: number = ERROR_STATUS[code], message: string = code, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/**
 * An item asked for by an address it has left (docs/decisions/120-addresses-that-last.md). It is
 * not found there: over HTTP the error handler answers 301 to `location`; a caller in process (the
 * page renderer) reads the 404, and the page route sends readers on itself before it renders.
 */
export class MovedItem extends AppError {
  readonly location: string;

  constructor(what: string, location: string) {
    super('NOT_FOUND', 404, `${what} moved`);
    this.name = 'MovedItem';
    this.location = location;
  }
}
