// The one public origin: /cms to the Payload admin, /api to the community API, everything else
// to the built SPA. Upstream paths keep their prefix because both services expect it.
// Where it stands among the processes: docs/architecture.md.
import express, { type Express } from 'express';
import { compressResponses } from './compression.js';
import { prerenderedPages } from './prerendered-pages.js';
import { proxyTo } from './proxy.js';
import { adminHeaders, siteHeaders, strictTransportSecurity } from './security-headers.js';
import { serverRenderedPages } from './server-rendered-pages.js';
import { staticFiles } from './static-files.js';
import { refuseForeignTargets } from './upstream-address.js';

export interface GatewayOptions {
  /** Where Next serves the admin, e.g. http://127.0.0.1:3001 (compose: http://cms:3001). */
  cmsUrl: string;
  /** Where the community API listens, e.g. http://127.0.0.1:3002. */
  apiUrl: string;
  /** The front end's build (frontend/dist). */
  staticDir: string;
  /** The site's public address (PUBLIC_URL); an https one turns HSTS on for every answer (decision 104). */
  publicUrl?: string | undefined;
  onError?: (message: string) => void;
}

/** The crawler files the community API writes from the catalogue (robots.txt, the sitemaps). */
const CRAWLER_FILES = ['/robots.txt', '/sitemap.xml'];
const isCrawlerFile = (path: string) => CRAWLER_FILES.includes(path.split('?')[0] ?? '') || path.startsWith('/sitemaps/');

export function createGateway(options: GatewayOptions): Express {
  const onError = options.onError ?? (() => undefined);
  const app = express();
  app.disable('x-powered-by');
  if (options.publicUrl?.startsWith('https:')) app.use(strictTransportSecurity);
  app.use(refuseForeignTargets);
  // Before the proxies, so API answers are compressed too (Next compresses its own; the
  // middleware leaves an answer that already has a Content-Encoding alone).
  app.use(compressResponses());
  app.use('/cms', adminHeaders());
  // Payload's internal migrations collection has no REST endpoints; its 501 answer would echo the
  // CMS's internal address. Nobody outside needs it.
  app.use('/cms/api/payload-migrations', (_req, res) => {
    res.status(404).json({ errors: [{ message: 'Not Found' }] });
  });
  app.use(proxyTo(options.cmsUrl, '/cms', onError));
  app.use(proxyTo(options.apiUrl, '/api', onError));
  app.use(proxyTo(options.apiUrl, '/sitemaps', onError, isCrawlerFile));

  // Proxied answers keep their own headers; the site's pages and files get these.
  app.use(siteHeaders());
  app.use(serverRenderedPages(options.apiUrl, onError));
  app.use(staticFiles(options.staticDir));
  app.use(prerenderedPages(options.staticDir));
  return app;
}
