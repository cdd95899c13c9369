import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Level } from 'pino';
import { redactHeaders, redactUrl } from '../lib/log-redaction.js';
import type { Logger } from '../lib/logger.js';

const REQUEST_ID_HEADER = 'x-request-id';
// A caller-supplied id is echoed into logs and headers, so only short, plain ids are trusted.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
// Liveness and readiness probes arrive every few seconds from every health check.
const PROBE_PATHS = new Set(['/api/health', '/api/ready']);

// Express rewrites req.url inside mounted routers; originalUrl keeps the path as requested.
const addressOf = (req: IncomingMessage & { originalUrl?: string }) => req.originalUrl ?? req.url ?? '';
const isProbe = (req: IncomingMessage) => PROBE_PATHS.has(addressOf(req).split('?')[0] ?? '');

/** How a request ended, as the error handler saw it: the envelope's code, or the fault's error. */
export type Outcome = { code?: string; err?: unknown };

type Logged = { id: string; log: Logger; bound?: Logger; outcome?: Outcome };
const logged = new WeakMap<IncomingMessage, Logged>();

function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

export function levelFor(req: IncomingMessage, res: ServerResponse, error?: unknown): Level {
  // A probe is news only when it fails (e.g. "not ready" while Redis is down).
  if (isProbe(req)) return res.statusCode >= 500 ? 'warn' : 'debug';
  if (error || res.statusCode >= 500) return 'error';
  if (res.statusCode >= 400) return 'warn';
  return 'info';
}

function entryOf(req: IncomingMessage): Logged {
  const entry = logged.get(req);
  if (!entry) throw new Error('requestLog: the request logger is not mounted');
  return entry;
}

/** The request's id (the x-request-id it answers with). */
export function requestIdOf(req: IncomingMessage): string {
  return logged.get(req)?.id ?? '';
}

/** A logger for events within a request (an audit entry), bound to its id only: the access line has the rest. */
export function requestLog(req: IncomingMessage): Logger {
  const entry = entryOf(req);
  entry.bound ??= entry.log.child({ requestId: entry.id });
  return entry.bound;
}

/** Puts how the request ended on its one access line (the error handler's code, or a fault with its stack). */
export function noteOutcome(req: IncomingMessage, outcome: Outcome): void {
  entryOf(req).outcome = outcome;
}

/**
 * The access log (decision 107): exactly one line per request, written when the answer has gone,
 * with the request id (which the gateway may pass in and the client sees), method, path with its
 * credential-like parameters redacted, status, response time, and the error code or fault. Info for
 * answers, warn for 4xx, error for 5xx, debug for passing probes. The headers, redacted, only at
 * debug, on a line of their own.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = requestIdFor(req, res);
    Object.assign(req, { id });
    const entry: Logged = { id, log: logger };
    logged.set(req, entry);
    if (logger.isLevelEnabled('debug')) {
      logger.debug({ requestId: id, method: req.method, path: redactUrl(addressOf(req)), headers: redactHeaders(req.headers) }, 'request headers');
    }
    const startedAt = Date.now();
    const onDone = (error?: unknown) => {
      res.off('finish', onDone).off('close', onDone).off('error', onDone);
      const err = error ?? entry.outcome?.err;
      const level = levelFor(req, res, err);
      if (!logger.isLevelEnabled(level)) return;
      const code = entry.outcome?.code;
      const line = {
        requestId: id,
        method: req.method,
        path: redactUrl(addressOf(req)),
        status: res.statusCode,
        responseTime: Date.now() - startedAt,
        ...(code ? { code } : {}),
        ...(err ? { err } : {}),
      };
      logger[level](line, err ? 'request errored' : 'request completed');
    };
    res.on('finish', onDone).on('close', onDone).on('error', onDone);
    next();
  };
}
