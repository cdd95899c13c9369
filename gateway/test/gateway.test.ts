// The gateway with no service behind it, then in front of stand-ins for the API: what it answers
// itself, what it forwards and how, and how it retries a read whose connection failed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorEnvelopeSchema } from '@starshelf/contract';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { close, createGateway, listen } from '../src/index.js';

// Port 9 (discard) has no listener here: every proxied call fails.
const NOWHERE = 'http://127.0.0.1:9';

async function expectErrorEnvelope(response: Response, status: number): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(errorEnvelopeSchema.safeParse(await response.json()).success).toBe(true);
}

describe('the gateway', () => {
  let server: Server;
  let origin: string;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'starshelf-gateway-'));
    server = await listen(createGateway({ cmsUrl: NOWHERE, apiUrl: NOWHERE, staticDir }), 0, '127.0.0.1');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await close(server);
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers a query string over 16 KB with 431 and the API\'s error envelope', async () => {
    await expectErrorEnvelope(await fetch(`${origin}/api/books/search?q=${'a'.repeat(17_000)}`), 431);
  });

  it('answers oversized headers with 431 and the envelope', async () => {
    await expectErrorEnvelope(await fetch(`${origin}/`, { headers: { cookie: `filler=${'b'.repeat(17_000)}` } }), 431);
  });

  it('answers an API call whose service is down with 502 and the envelope', async () => {
    await expectErrorEnvelope(await fetch(`${origin}/api/health`), 502);
  });

  it('serves a catalogue page from the shell when the API is down, never an error page', async () => {
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html class="dark"><title>Shell</title></html>');
    const response = await fetch(`${origin}/books/dune-1`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Shell</title>');
  });
});

describe('the gateway in front of the API', () => {
  let api: Server;
  let gateway: Server;
  let origin: string;
  let staticDir: string;
  /** What the stand-in answered for each page, in order. */
  const pageStatuses: number[] = [];

  beforeAll(async () => {
    // Stands in for the community API: echoes the path it was asked for; renders pages (echoing the
    // cookies it got), fails to render `?broken`, and answers a known ETag with 304.
    const upstream = express();
    upstream.use((req, res, next) => {
      if (!req.accepts('html') || req.path.startsWith('/api') || req.path.startsWith('/sitemap') || req.path === '/robots.txt') return next();
      if ('broken' in req.query) return void res.status(503).type('text/plain').send('Page not available');
      if ('limited' in req.query) return void res.status(429).set('Retry-After', '42').json({ success: false, error: { code: 'RATE_LIMITED', message: 'Too many' } });
      if ('made-up' in req.query) return void res.redirect(302, '/books?lang=de');
      if ('elsewhere' in req.query) return void res.redirect(302, '//evil.example/books');
      if (req.path === '/authors/left-slug') return void res.set('Cache-Control', 'no-store').redirect(301, '/authors/current-slug?lang=de');
      res.setHeader('ETag', '"page-v1"');
      res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=2, stale-while-revalidate=2');
      res.vary('Cookie');
      // As Express does for the real API: a matching ETag gives 304, unless the request asks for a
      // fresh copy (Cache-Control: no-cache).
      const isFresh = req.fresh;
      pageStatuses.push(isFresh ? 304 : 200);
      if (isFresh) return void res.status(304).end();
      res.type('html').send(`<!doctype html><p>rendered:${req.originalUrl} cookie:${req.headers.cookie ?? ''}</p>`);
    });
    upstream.get('/api/authors/left-slug', (_req, res) => void res.set('Cache-Control', 'no-store').redirect(301, '/api/authors/current-slug?locale=de'));
    upstream.use((req, res) => void res.type('text/plain').send(`api:${req.originalUrl}`));
    api = await listen(upstream, 0, '127.0.0.1');
    staticDir = mkdtempSync(join(tmpdir(), 'starshelf-gateway-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html class="dark"><title>Starshelf</title></html>');
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    gateway = await listen(createGateway({ cmsUrl: NOWHERE, apiUrl, staticDir }), 0, '127.0.0.1');
    origin = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await close(gateway);
    await close(api);
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('keeps the browser\'s connection and its own to the API open across API calls', async () => {
    const upstreamSockets = new Set<unknown>();
    const onConnection = (socket: unknown) => upstreamSockets.add(socket);
    api.on('connection', onConnection);
    try {
      for (let call = 0; call < 3; call += 1) {
        const response = await fetch(`${origin}/api/health`);
        expect(await response.text()).toBe('api:/api/health');
        expect(response.headers.get('connection')).not.toBe('close');
      }
      // One upstream connection served the three calls in turn.
      expect(upstreamSockets.size).toBe(1);
    } finally {
      api.off('connection', onConnection);
    }
  });

  it('forwards robots.txt, the sitemap index and the sitemaps to the API instead of answering the app', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/books-1.xml']) {
      const response = await fetch(`${origin}${path}`);
      expect(await response.text()).toBe(`api:${path}`);
    }
  });

  it('still answers other paths with the app', async () => {
    expect(await (await fetch(`${origin}/sitemap-of-mine`)).text()).toContain('<title>Starshelf</title>');
  });

  it('forwards the catalogue pages to the API, query and all', async () => {
    for (const path of ['/', '/books?genre=space-opera&lang=de', '/books/dune-42', '/authors', '/authors/frank-herbert', '/series/dune', '/genres', '/genres/sf', '/awards?id=3']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(`rendered:${path} `);
      expect(response.headers.get('etag'), path).toBe('"page-v1"');
      expect(response.headers.get('cache-control'), path).toContain('s-maxage=');
    }
  });

  it('keeps the shell for the pages that are not rendered on the server', async () => {
    for (const path of ['/books/add', '/books/edit/dune-42', '/profile', '/settings', '/admin']) {
      expect(await (await fetch(`${origin}${path}`)).text(), path).toContain('<title>Starshelf</title>');
    }
  });

  it('passes the API only the language and theme cookies, never the session', async () => {
    const response = await fetch(`${origin}/books`, { headers: { cookie: 'sid=secret-session; language=de; theme=light; other=x' } });
    const text = await response.text();
    expect(text).toContain('language=de');
    expect(text).toContain('theme=light');
    expect(text).not.toContain('secret-session');
    expect(text).not.toContain('other=x');
  });

  it('passes If-None-Match through, and the API answers 304 without sending the page again', async () => {
    pageStatuses.length = 0;
    const response = await fetch(`${origin}/books/dune-42`, { headers: { 'if-none-match': '"page-v1"' } });
    expect(response.status).toBe(304);
    expect(pageStatuses).toEqual([304]);
  });

  it('falls back to the shell when the API cannot render the page', async () => {
    const response = await fetch(`${origin}/books?broken=1`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Starshelf</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('passes the API\'s 429 for a page on, with Retry-After and the envelope, instead of the shell', async () => {
    const response = await fetch(`${origin}/books/dune-42?limited`);
    await expectErrorEnvelope(response, 429);
    expect(response.headers.get('retry-after')).toBe('42');
  });

  it('passes a redirect to a path of the site on, and no other', async () => {
    const moved = await fetch(`${origin}/books?made-up`, { redirect: 'manual' });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/books?lang=de');
    const elsewhere = await fetch(`${origin}/books?elsewhere`, { redirect: 'manual' });
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.text()).toContain('<title>Starshelf</title>');
  });

  it('passes the API\'s 301 from a slug an item has left on, for a page and an API call alike', async () => {
    for (const [asked, location] of [
      ['/authors/left-slug?lang=de', '/authors/current-slug?lang=de'],
      ['/api/authors/left-slug?locale=de', '/api/authors/current-slug?locale=de'],
    ] as const) {
      const moved = await fetch(`${origin}${asked}`, { redirect: 'manual' });
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe(location);
      expect(moved.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('forwards only GET and HEAD', async () => {
    expect((await fetch(`${origin}/books`, { method: 'HEAD' })).headers.get('etag')).toBe('"page-v1"');
    const posted = await fetch(`${origin}/books`, { method: 'POST' });
    expect(await posted.text()).not.toContain('rendered:');
  });
});

describe('the gateway when a connection to a service fails', () => {
  let api: Server;
  let gateway: Server;
  let origin: string;
  /** Requests that reached the stand-in, by method and path, including the ones it cut off. */
  const arrived: string[] = [];
  /** How many of the next requests the stand-in cuts off without an answer. */
  let toCut = 0;
  const failures: string[] = [];
  // An empty folder of its own: the static files' middleware reads the whole folder when it starts,
  // and the system's temporary folder holds whatever else runs on the machine (a browser's sockets).
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'starshelf-gateway-'));
    // Stands in for an API replica that goes away mid-request: the connection is reset unanswered.
    const upstream = express();
    upstream.use((req, res) => {
      arrived.push(`${req.method} ${req.originalUrl}`);
      if (toCut > 0) {
        toCut -= 1;
        req.socket.resetAndDestroy();
        return;
      }
      res.type('text/plain').send(`api:${req.method} ${req.originalUrl}`);
    });
    api = await listen(upstream, 0, '127.0.0.1');
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    gateway = await listen(createGateway({ cmsUrl: NOWHERE, apiUrl, staticDir, onError: (message) => failures.push(message) }), 0, '127.0.0.1');
    origin = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await close(gateway);
    await close(api);
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends a GET once more on a new connection, and the reader gets the answer', async () => {
    arrived.length = 0;
    toCut = 1;
    const response = await fetch(`${origin}/api/books?limit=1`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('api:GET /api/books?limit=1');
    expect(response.headers.get('connection')).not.toBe('close');
    expect(arrived).toEqual(['GET /api/books?limit=1', 'GET /api/books?limit=1']);
    expect(failures.at(-1)).toMatch(/sent again on a new connection/);
  });

  it('answers 502 with the envelope when the second try fails too, and tries no third time', async () => {
    arrived.length = 0;
    toCut = 2;
    await expectErrorEnvelope(await fetch(`${origin}/api/books?limit=2`), 502);
    expect(arrived).toHaveLength(2);
  });

  it('never sends a POST twice: it may have changed something before the connection broke', async () => {
    arrived.length = 0;
    toCut = 1;
    const response = await fetch(`${origin}/api/ratings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"rating":5}' });
    await expectErrorEnvelope(response, 502);
    expect(arrived).toEqual(['POST /api/ratings']);
    toCut = 0;
  });
});
