import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';
import { fail, toFieldIssues, type ErrorCode } from '@starshelf/contract';
import { isAppError, MovedItem } from './app-error.js';
import { noteOutcome, requestIdOf } from './request-logger.js';

export type ErrorAnswer = { status: number; code: ErrorCode; message: string; details?: unknown };

// body-parser marks client mistakes with `type`, `status` and `expose`; everything else is ours.
type HttpishError = { status?: unknown; statusCode?: unknown; expose?: unknown; type?: unknown };

const CLIENT_CODES: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

const BODY_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON body',
  'entity.too.large': 'Request body too large',
  'encoding.unsupported': 'Unsupported content encoding',
  'charset.unsupported': 'Unsupported charset',
  'entity.verify.failed': 'Request body contains a NUL character',
};

function clientErrorOf(error: unknown): ErrorAnswer | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = error as HttpishError;
  const status = Number(candidate.status ?? candidate.statusCode);
  if (!Number.isInteger(status) || status < 400 || status > 499 || candidate.expose !== true) return undefined;
  const type = typeof candidate.type === 'string' ? candidate.type : '';
  return {
    status,
    code: CLIENT_CODES[status] ?? 'VALIDATION_FAILED',
    // Our own wording, not the library's: its messages can quote parts of the body.
    message: BODY_MESSAGES[type] ?? 'Bad request',
  };
}

/** The status and envelope of a failure we recognise; undefined for a fault of ours (a 500). */
export function knownAnswerFor(error: unknown): ErrorAnswer | undefined {
  if (isAppError(error)) {
    return { status: error.status, code: error.code, message: error.message, details: error.details };
  }
  // The router could not decode a path parameter (`%`, `%E0%A4%A`, an overlong or surrogate escape).
  if (error instanceof URIError) {
    return { status: 400, code: 'VALIDATION_FAILED', message: 'Malformed escape in the URL' };
  }
  if (error instanceof ZodError) {
    return { status: 400, code: 'VALIDATION_FAILED', message: 'Invalid input', details: toFieldIssues(error) };
  }
  return clientErrorOf(error);
}

function retryAfterOf(details: unknown): number | undefined {
  if (typeof details !== 'object' || details === null || !('retryAfterSeconds' in details)) return undefined;
  return typeof details.retryAfterSeconds === 'number' ? details.retryAfterSeconds : undefined;
}

/**
 * The one place HTTP errors become envelopes (docs/rules.md §7). Anything not recognised is a fault of
 * ours: answered 500 without internals, its stack on the request's access line (one line per
 * request, decision 107).
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof MovedItem) {
    // A slug may later be taken by another item: the move is not kept by browsers or a CDN
    // (docs/decisions/120-addresses-that-last.md).
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(301, error.location);
    return;
  }
  const known = knownAnswerFor(error);
  if (known) {
    // A deliberate 5xx (a dependency down) is an operational state, not a bug: no stack needed.
    noteOutcome(req, { code: known.code });
    // Every 429 says when to come back (docs/api.md): rate limits and the chat quota alike.
    const retryAfter = known.status === 429 ? retryAfterOf(known.details) : undefined;
    if (retryAfter !== undefined) res.set('Retry-After', String(retryAfter));
    res.status(known.status).json(fail(known.code, known.message, known.details));
    return;
  }
  noteOutcome(req, { code: 'INTERNAL', err: error });
  res.status(500).json(fail('INTERNAL', 'Internal server error', { requestId: requestIdOf(req) }));
};
