import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { type Level, stdSerializers } from 'pino';
import type { Logger } from '../lib/logger.js';

const REQUEST_ID_HEADER = 'x-request-id';
// A caller-supplied id is echoed into logs and headers, so only short, plain ids are trusted.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
// Liveness and readiness probes arrive every few seconds from every health check.
const PROBE_PATHS = new Set(['/api/health', '/api/ready']);
// Express rewrites req.url inside mounted routers; originalUrl keeps the path as requested.
const isProbe = (req: IncomingMessage & { originalUrl?: string }) => PROBE_PATHS.has((req.originalUrl ?? req.url ?? '').split('?')[0] ?? '');

// The shapes pino-http logged: req (with its id), res and err through pino's standard serializers.
const HTTP_SERIALIZERS = { req: stdSerializers.req, res: stdSerializers.res, err: stdSerializers.err };

type Logged = { id: string; log: Logger; bound?: Logger };
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

/** The request's id (the x-request-id it answers with). */
export function requestIdOf(req: IncomingMessage): string {
  return logged.get(req)?.id ?? '';
}

/** A logger bound to the request (its id, method, url and headers), built on first use. */
export function requestLog(req: IncomingMessage): Logger {
  const entry = logged.get(req);
  if (!entry) throw new Error('requestLog: the request logger is not mounted');
  entry.bound ??= entry.log.child({ req });
  return entry.bound;
}

/**
 * Structured access log with a request id that the gateway can pass in and the client sees: one
 * line per answer, at info (warn for 4xx, error for 5xx, debug for passing probes). The request is
 * serialised only when its line is written, not for every request below the log level.
 */
export function requestLogger(logger: Logger): RequestHandler {
  const log = logger.child({}, { serializers: HTTP_SERIALIZERS });
  return (req, res, next) => {
    const id = requestIdFor(req, res);
    Object.assign(req, { id });
    logged.set(req, { id, log });
    const startedAt = Date.now();
    const onDone = (error?: unknown) => {
      res.off('finish', onDone).off('close', onDone).off('error', onDone);
      const level = levelFor(req, res, error);
      if (!log.isLevelEnabled(level)) return;
      const responseTime = Date.now() - startedAt;
      if (error || res.statusCode >= 500) {
        const err = error ?? new Error(`failed with status code ${res.statusCode}`);
        log[level]({ req, res, err, responseTime }, 'request errored');
      } else {
        log[level]({ req, res, responseTime }, 'request completed');
      }
    };
    res.on('finish', onDone).on('close', onDone).on('error', onDone);
    next();
  };
}
