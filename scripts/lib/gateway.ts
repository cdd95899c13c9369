// The one public origin: /cms to the Payload admin, /api to the community API, everything else
// to the built SPA. Upstream paths keep their prefix because both services expect it.
import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { SPA_CSP_DIRECTIVES } from '@starshelf/contract';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';

export interface GatewayOptions {
  /** Where Next serves the admin, e.g. http://127.0.0.1:3001 (compose: http://cms:3001). */
  cmsUrl: string;
  /** Where the community API listens, e.g. http://127.0.0.1:3002. */
  apiUrl: string;
  staticDir: string;
  onError?: (message: string) => void;
}

const UNAVAILABLE = JSON.stringify({ success: false, error: { code: 'INTERNAL', message: 'Service unavailable' } });

const hasPrefix = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

function proxyTo(target: string, prefix: string, onError: (message: string) => void) {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    pathFilter: hasPrefix(prefix),
    xfwd: true,
    on: {
      proxyRes: (proxyRes) => {
        // Nothing on the public origin advertises its framework.
        delete proxyRes.headers['x-powered-by'];
      },
      error: (error, _req, res) => {
        onError(`${prefix} upstream ${target}: ${error.message}`);
        if (!('writeHead' in res)) {
          (res as Socket).destroy();
          return;
        }
        const response = res as ServerResponse;
        if (response.headersSent) {
          response.end();
          return;
        }
        response.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        response.end(UNAVAILABLE);
      },
    },
  });
}

export function createGateway(options: GatewayOptions): Express {
  const onError = options.onError ?? (() => undefined);
  const app = express();
  app.disable('x-powered-by');
  app.use(proxyTo(options.cmsUrl, '/cms', onError));
  app.use(proxyTo(options.apiUrl, '/api', onError));

  const indexFile = join(options.staticDir, 'index.html');
  // The site's files carry the same policy as the API (proxied answers keep their own headers).
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: SPA_CSP_DIRECTIVES },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
    }),
  );
  app.use(
    express.static(options.staticDir, {
      index: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under /assets, so it may be cached for good.
        if (filePath.startsWith(join(options.staticDir, 'assets'))) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  // SPA fallback: client-side routes get index.html, always revalidated so a deploy shows at once.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/assets/')) return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The front end is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return app;
}

export function listen(app: Express, port: number, host?: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => (error ? reject(error) : resolve(server));
    const server = host === undefined ? app.listen(port, done) : app.listen(port, host, done);
    server.on('error', reject);
  });
}

export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
