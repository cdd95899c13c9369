import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../lib/logger.js';

const REQUEST_ID_HEADER = 'x-request-id';
// A caller-supplied id is echoed into logs and headers, so only short, plain ids are trusted.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
// Liveness and readiness probes arrive every few seconds from every health check.
const PROBE_PATHS = new Set(['/api/health', '/api/ready']);
// Express rewrites req.url inside mounted routers; originalUrl keeps the path as requested.
const isProbe = (req: IncomingMessage & { originalUrl?: string }) => PROBE_PATHS.has((req.originalUrl ?? req.url ?? '').split('?')[0] ?? '');

function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** Structured access log with a request id that the gateway can pass in and the client sees. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestIdOf,
    customLogLevel: (req, res, error) => {
      // A probe is news only when it fails (e.g. "not ready" while Redis is down).
      if (isProbe(req)) return res.statusCode >= 500 ? 'warn' : 'debug';
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
  });
}
