// Requests an attacker writes, sent to the gateway alone with stand-in services behind it: no
// request may make it fetch from an origin of the request's choosing, and an https site sends HSTS.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorEnvelopeSchema } from '@starshelf/contract';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { close, createGateway, listen } from '../src/index.js';
import { type Canary, sendRaw, ssrfAttempts, startCanary } from '../src/testing/index.js';

// Port 9 (discard) has no listener here: every proxied call fails.
const NOWHERE = 'http://127.0.0.1:9';

/** Every family of path the gateway answers: pages, the shell, /api, /cms, the crawler files, assets. */
const ROUTE_FAMILIES = [
  '/',
  '/books',
  '/books/dune-42?lang=de',
  '/authors/frank-herbert',
  '/profile',
  '/api/health',
  '/api/books?limit=1',
  '/cms/admin',
  '/cms/api/users/me',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemaps/books-1.xml',
  '/assets/app.js',
];

describe('the gateway never fetches from an origin a request names (SSRF)', () => {
  let api: Server;
  let cms: Server;
  let gateway: Server;
  let canary: Canary;
  let staticDir: string;
  let gatewayPort: number;
  /** What the stand-in services were asked for: the request target and the Host they saw. */
  const upstreamHits: Array<{ service: string; url: string; host: string | undefined; forwardedHost: string | undefined }> = [];

  beforeAll(async () => {
    canary = await startCanary();
    const standIn = (service: string) => {
      const app = express();
      app.use((req, res) => {
        upstreamHits.push({ service, url: req.originalUrl, host: req.headers.host, forwardedHost: req.get('x-forwarded-host') });
        if (service === 'api' && req.accepts('html') && !req.path.startsWith('/api')) return void res.type('html').send('<!doctype html><p>page</p>');
        res.type('text/plain').send(`${service}:${req.originalUrl}`);
      });
      return listen(app, 0, '127.0.0.1');
    };
    [api, cms] = await Promise.all([standIn('api'), standIn('cms')]);
    staticDir = mkdtempSync(join(tmpdir(), 'starshelf-gateway-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Starshelf</title>');
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1);');
    const address = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    gateway = await listen(createGateway({ cmsUrl: address(cms), apiUrl: address(api), staticDir }), 0, '127.0.0.1');
    gatewayPort = (gateway.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await close(gateway);
    await Promise.all([close(api), close(cms), canary.close()]);
    rmSync(staticDir, { recursive: true, force: true });
  });

  for (const path of ROUTE_FAMILIES) {
    it(`sends nothing to the canary for any form of ${path}`, async () => {
      const host = `127.0.0.1:${gatewayPort}`;
      for (const attempt of ssrfAttempts(path, canary.port, host)) {
        const reachedBefore = canary.connections();
        const answer = await sendRaw(gatewayPort, attempt.head);
        expect(answer.body, attempt.name).not.toContain('canary');
        expect(canary.connections() - reachedBefore, attempt.name).toBe(0);
        if (attempt.isForeignTarget) {
          // Refused before any routing, with the envelope of every other refusal (decision 071).
          expect(answer.status, attempt.name).toBe(400);
          expect(answer.headers['content-type'], attempt.name).toContain('application/json');
          expect(errorEnvelopeSchema.safeParse(JSON.parse(answer.body)).success, attempt.name).toBe(true);
        }
      }
    });
  }

  it('asks its upstreams for paths only, and names the Host it was asked for as the forwarded host', async () => {
    upstreamHits.length = 0;
    const host = `127.0.0.1:${gatewayPort}`;
    for (const path of ['/books', '/api/health', '/cms/admin']) {
      await sendRaw(gatewayPort, [`GET ${path} HTTP/1.1`, `Host: ${host}`, 'X-Forwarded-Host: evil.example'].join('\r\n'));
    }
    expect(upstreamHits.map((hit) => hit.service)).toEqual(['api', 'api', 'cms']);
    for (const hit of upstreamHits) {
      expect(hit.url).toMatch(/^\/[^/\\]/);
      expect(hit.forwardedHost).toBe(host);
    }
  });
});

describe('Strict-Transport-Security from the gateway', () => {
  let api: Server;
  let staticDir: string;
  const gateways: Server[] = [];

  beforeAll(async () => {
    const upstream = express();
    // The API outside production: no HSTS of its own.
    upstream.use((req, res) => void (req.path.startsWith('/api') ? res.json({ success: true, data: {} }) : res.type('html').send('<p>page</p>')));
    api = await listen(upstream, 0, '127.0.0.1');
    staticDir = mkdtempSync(join(tmpdir(), 'starshelf-gateway-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Starshelf</title>');
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1);');
  });
  afterAll(async () => {
    for (const gateway of gateways) await close(gateway);
    await close(api);
    rmSync(staticDir, { recursive: true, force: true });
  });

  async function gatewayFor(publicUrl: string): Promise<number> {
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const gateway = await listen(createGateway({ cmsUrl: NOWHERE, apiUrl, staticDir, publicUrl }), 0, '127.0.0.1');
    gateways.push(gateway);
    return (gateway.address() as AddressInfo).port;
  }

  const PATHS = ['/', '/books', '/profile', '/api/health', '/cms/admin', '/robots.txt', '/assets/app.js', '/assets/missing.js'];

  it('sends HSTS on every path, pages, API, admin, assets and refusals alike, when the public address is https', async () => {
    const port = await gatewayFor('https://starshelf.example');
    for (const path of PATHS) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
    const refused = await sendRaw(port, `GET http://127.0.0.1:9/books HTTP/1.1\r\nHost: starshelf.example`);
    expect(refused.status).toBe(400);
    expect(refused.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends none when the site is served over plain http (a browser would pin the name to https)', async () => {
    const port = await gatewayFor('http://localhost:3000');
    for (const path of PATHS) {
      expect((await fetch(`http://127.0.0.1:${port}${path}`)).headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});
