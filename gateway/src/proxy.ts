// Forwarding to the services behind the gateway (the admin, the community API), with one retry of a
// read whose connection failed, and the API's envelope when a service does not answer.
import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { patientLookup } from '@starshelf/cms/patient-lookup';
import { fail } from '@starshelf/contract';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

const UNAVAILABLE = JSON.stringify(fail('INTERNAL', 'Service unavailable'));

/** Whether a path is `prefix` or below it: `/api`, `/api/...` and `/api?...`, never `/apis`. */
const hasPrefix = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

/**
 * Connections to the services are kept open between requests. Without an agent the proxy asks the
 * upstream to close each one, and passes that `Connection: close` on to the browser, which then
 * opens a new connection for every API call. Service names are looked up patiently: container DNS
 * misses a name for a moment while containers start (decision 093).
 */
const upstreamAgent = new Agent({ keepAlive: true, lookup: patientLookup() });
/** A second try goes out on a connection of its own, never one from the pool that just failed. */
const retryAgent = new Agent({ keepAlive: false, lookup: patientLookup() });

/**
 * Failures of the connection itself: a kept-open connection the service had just closed, or a
 * replica that went away (scaling, a rolling restart) while another answers under the same name.
 */
const CONNECTION_FAILURES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'EHOSTUNREACH']);
const isIdempotent = (method: string | undefined) => method === 'GET' || method === 'HEAD';

type ProxyFailure = (error: Error & { code?: string }, req: IncomingMessage, res: ServerResponse | Socket) => void;

function answerUnavailable(res: ServerResponse | Socket): void {
  if (!('writeHead' in res)) {
    res.destroy();
    return;
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(UNAVAILABLE);
}

function proxyMiddleware(target: string, pathFilter: (path: string) => boolean, agent: Agent, onFailure: ProxyFailure) {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    pathFilter,
    xfwd: true,
    agent,
    on: {
      proxyReq: (proxyReq, req) => {
        // xfwd keeps a client's own X-Forwarded-Host; the services may build links from it.
        proxyReq.setHeader('x-forwarded-host', req.headers.host ?? '');
      },
      proxyRes: (proxyRes) => {
        // Nothing on the public origin advertises its framework.
        delete proxyRes.headers['x-powered-by'];
        // The connection to the service is the gateway's own affair; the browser keeps its own.
        if (agent === retryAgent) delete proxyRes.headers.connection;
      },
      error: onFailure,
    },
  });
}

/**
 * Forwards `prefix` to `target`. A GET or HEAD whose connection failed before any answer is sent
 * once more on a new connection (as a reverse proxy does towards the next upstream); anything else,
 * or a second failure, is answered 502 with the API's envelope.
 */
export function proxyTo(target: string, prefix: string, onError: (message: string) => void, pathFilter: (path: string) => boolean = hasPrefix(prefix)): RequestHandler {
  const secondTry = proxyMiddleware(target, pathFilter, retryAgent, (error, _req, res) => {
    onError(`${prefix} upstream ${target}: ${error.message} (second try)`);
    answerUnavailable(res);
  });
  const firstTry = proxyMiddleware(target, pathFilter, upstreamAgent, (error, req, res) => {
    const canRetry = 'writeHead' in res && !res.headersSent && isIdempotent(req.method) && CONNECTION_FAILURES.has(error.code ?? '');
    if (!canRetry) {
      onError(`${prefix} upstream ${target}: ${error.message}`);
      answerUnavailable(res);
      return;
    }
    onError(`${prefix} upstream ${target}: ${error.message}; sent again on a new connection`);
    void secondTry(req, res as ServerResponse, () => answerUnavailable(res));
  });
  return firstTry as unknown as RequestHandler;
}
