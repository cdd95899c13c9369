// The one public origin: /cms to the Payload admin, /api to the community API, everything else
// to the built SPA. Upstream paths keep their prefix because both services expect it.
import { Agent, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { patientLookup } from '@starshelf/cms/patient-lookup';
import { answerUnparsableRequests } from '@starshelf/community-api/client-error';
import { fail, isServerRenderedPath, LANGUAGE_PREFERENCE_KEY, SPA_CSP_DIRECTIVES, THEME_PREFERENCE_KEY } from '@starshelf/contract';
import compression from 'compression';
import { parse as parseCookies } from 'cookie';
import express, { type Express, type Request, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { loadPrerenderedPages, type PageRequest } from './prerendered-pages.js';
import { pageForwardHeaders, SERVER_RENDER_TIMEOUT_MS } from './server-rendered-pages.js';

export interface GatewayOptions {
  /** Where Next serves the admin, e.g. http://127.0.0.1:3001 (compose: http://cms:3001). */
  cmsUrl: string;
  /** Where the community API listens, e.g. http://127.0.0.1:3002. */
  apiUrl: string;
  staticDir: string;
  /** The site's public address (PUBLIC_URL); an https one turns HSTS on for every answer (decision 104). */
  publicUrl?: string | undefined;
  onError?: (message: string) => void;
}

/**
 * The admin (Next, Payload) inlines its bootstrap scripts and styles without nonces, so it needs
 * 'unsafe-inline'; everything else stays on the origin, and nobody may frame it (clickjacking).
 */
const ADMIN_CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const UNAVAILABLE = JSON.stringify(fail('INTERNAL', 'Service unavailable'));

/** helmet's value, which the API sends in production too: one year, subdomains included. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Whether a request target is a path (HTTP/1.1's origin-form). The absolute form
 * (`http://host/path`) is meant for proxies, and URL parsers read `//host/path` and `/\host/path`
 * as another host too: none of them may reach the routes below, which build upstream addresses.
 */
export function isOriginForm(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/**
 * The upstream address of a request: the fixed origin of the service, then the request's path and
 * query. Never `new URL(target, origin)`: an absolute or `//host` target would keep its own origin.
 */
export function upstreamAddress(origin: string, target: string): URL {
  const base = new URL(origin).origin;
  if (!isOriginForm(target)) throw new Error(`not a path: ${JSON.stringify(target.slice(0, 80))}`);
  const url = new URL(`${base}${target}`);
  if (url.origin !== base) throw new Error(`${JSON.stringify(target.slice(0, 80))} leaves ${base}`);
  return url;
}

/** First of all: a target that is not a path is answered 400 with the API's envelope (decision 071). */
const refuseForeignTargets: RequestHandler = (req, res, next) => {
  if (isOriginForm(req.originalUrl)) return next();
  res.setHeader('Cache-Control', 'no-store');
  res.status(400).json(fail('VALIDATION_FAILED', 'The request target must be a path'));
};

const hasPrefix = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

/** The crawler files the community API writes from the catalogue (robots.txt, the sitemaps). */
const CRAWLER_FILES = ['/robots.txt', '/sitemap.xml'];
const isCrawlerFile = (path: string) => CRAWLER_FILES.includes(path.split('?')[0] ?? '') || path.startsWith('/sitemaps/');

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
function proxyTo(target: string, prefix: string, onError: (message: string) => void, pathFilter: (path: string) => boolean = hasPrefix(prefix)): RequestHandler {
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

/** Compressed on the fly: pages and API answers. Streams that must arrive as they are written are not. */
function compressResponses() {
  return compression({
    filter: (req, res) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}

function pageRequest(req: Request): PageRequest {
  const cookies = parseCookies(req.headers.cookie ?? '');
  return {
    path: req.path,
    hasQuery: req.originalUrl.includes('?'),
    hints: {
      languageCookie: cookies[LANGUAGE_PREFERENCE_KEY],
      acceptLanguage: req.headers['accept-language'],
      themeCookie: cookies[THEME_PREFERENCE_KEY],
    },
  };
}

/**
 * The API's answers that are a page, a way to one (a redirect to the page's canonical address) or
 * its refusal to render more for this reader (429, decision 105): anything else (its 503, a crash,
 * no answer) means the shell.
 */
const PAGE_STATUSES = new Set([200, 304, 404, 301, 302, 307, 308, 429]);
const PAGE_HEADERS = ['content-type', 'etag', 'cache-control', 'vary', 'last-modified', 'location', 'retry-after'];

/** A redirect is passed on only to a path of this site. */
const isOwnRedirect = (upstream: Response) => {
  const location = upstream.headers.get('location');
  return location === null || isOriginForm(location);
};

/**
 * The catalogue pages come rendered from the community API (decision 087); when it cannot render
 * one or is down, the request goes on to the prerendered shell below, and the SPA takes over.
 */
function serverRenderedPages(apiUrl: string, onError: (message: string) => void): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isServerRenderedPath(req.path)) return next();
    try {
      const upstream = await fetch(upstreamAddress(apiUrl, req.originalUrl), {
        method: req.method,
        headers: pageForwardHeaders(req),
        redirect: 'manual',
        signal: AbortSignal.timeout(SERVER_RENDER_TIMEOUT_MS),
      });
      if (PAGE_STATUSES.has(upstream.status) && isOwnRedirect(upstream)) {
        res.status(upstream.status);
        for (const name of PAGE_HEADERS) {
          const value = upstream.headers.get(name);
          if (value !== null) res.setHeader(name, value);
        }
        if (upstream.status === 304 || req.method === 'HEAD') {
          res.end();
          return;
        }
        res.send(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      await upstream.body?.cancel();
    } catch (error) {
      onError(`page ${req.path} upstream ${apiUrl}: ${(error as Error).message}`);
    }
    next();
  };
}

export function createGateway(options: GatewayOptions): Express {
  const onError = options.onError ?? (() => undefined);
  const app = express();
  app.disable('x-powered-by');
  if (options.publicUrl?.startsWith('https:')) {
    // Every answer, proxied or not: the site is reached over https only (decision 104).
    app.use((_req, res, next) => {
      res.setHeader('Strict-Transport-Security', HSTS_VALUE);
      next();
    });
  }
  app.use(refuseForeignTargets);
  // Before the proxies, so API answers are compressed too (Next compresses its own; the
  // middleware leaves an answer that already has a Content-Encoding alone).
  app.use(compressResponses());
  // Set before proxying: Next sets none of these, so the admin's answers keep them.
  app.use(
    '/cms',
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: ADMIN_CSP_DIRECTIVES },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
    }),
  );
  // Payload's internal migrations collection has no REST endpoints; its 501 answer would echo the
  // CMS's internal address. Nobody outside needs it.
  app.use('/cms/api/payload-migrations', (_req, res) => {
    res.status(404).json({ errors: [{ message: 'Not Found' }] });
  });
  app.use(proxyTo(options.cmsUrl, '/cms', onError));
  app.use(proxyTo(options.apiUrl, '/api', onError));
  app.use(proxyTo(options.apiUrl, '/sitemaps', onError, isCrawlerFile));

  const pages = loadPrerenderedPages(options.staticDir);
  // The site's files carry the same policy as the API (proxied answers keep their own headers).
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: SPA_CSP_DIRECTIVES },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
    }),
  );
  app.use(serverRenderedPages(options.apiUrl, onError));
  // The build leaves a Brotli and a gzip copy beside each asset (frontend/scripts/compress-assets.ts).
  app.use(
    expressStaticGzip(options.staticDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders: (res, filePath) => {
          // Vite fingerprints everything under /assets, so it may be cached for good.
          if (filePath.startsWith(join(options.staticDir, 'assets'))) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          else res.setHeader('Cache-Control', 'no-cache');
        },
      },
    }),
  );
  // Every other path is a page of the SPA: its prerendered HTML in the reader's language and
  // theme, always revalidated so a deploy shows at once.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/assets/')) return next();
    const html = pages.htmlFor(pageRequest(req));
    if (html === undefined) {
      res.status(503).type('text/plain').send('The front end is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Cookie').vary('Accept-Language');
    res.type('html').send(html);
  });
  return app;
}

/** Requests Node refuses before routing (a query string over 16 KB, say) get the API's error envelope. */
export function listen(app: Express, port: number, host?: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => (error ? reject(error) : resolve(server));
    const server = host === undefined ? app.listen(port, done) : app.listen(port, host, done);
    answerUnparsableRequests(server);
    server.on('error', reject);
  });
}

export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
