import type { ErrorCode } from '@starshelf/contract';
import { APIError } from 'payload';

export const PRIMARY_EDITION_DELETE_MESSAGE =
  'Die Hauptedition kann nicht gelöscht werden. Nur zusätzliche Editionen können entfernt werden.';
export const PRIMARY_EDITION_UNMARK_MESSAGE =
  'Die Hauptedition kann nicht abgewählt werden. Markieren Sie stattdessen eine andere Edition als Hauptedition.';

/**
 * A catalogue rule was broken. Extends Payload's APIError so the admin and /cms/api answer
 * with its status and message; `code` is the envelope code the community API passes on.
 */
export class CatalogueError extends APIError<{ code: ErrorCode }> {
  readonly code: ErrorCode;
  /** For VALIDATION_FAILED: which part of the request, and why (the envelope's `details`). */
  readonly details: { path: string; message: string }[] | undefined;

  constructor(code: ErrorCode, status: number, message: string, details?: { path: string; message: string }[]) {
    super(message, status, { code }, true);
    this.name = 'CatalogueError';
    this.code = code;
    this.details = details;
  }
}

export class PrimaryEditionError extends CatalogueError {
  constructor(message: string = PRIMARY_EDITION_DELETE_MESSAGE) {
    super('PRIMARY_EDITION', 409, message);
    this.name = 'PrimaryEditionError';
  }
}

export function isCatalogueError(error: unknown): error is CatalogueError {
  return error instanceof CatalogueError;
}
