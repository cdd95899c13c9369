// The gateway alone, with no service behind it: what it answers itself before proxying.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorEnvelopeSchema } from '@starshelf/contract';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { close, createGateway, listen } from '../scripts/lib/gateway.js';

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
});

describe('the gateway in front of the API', () => {
  let api: Server;
  let gateway: Server;
  let origin: string;
  let staticDir: string;

  beforeAll(async () => {
    // Stands in for the community API: echoes the path it was asked for.
    const upstream = express();
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

  it('forwards robots.txt, the sitemap index and the sitemaps to the API instead of answering the app', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/books-1.xml']) {
      const response = await fetch(`${origin}${path}`);
      expect(await response.text()).toBe(`api:${path}`);
    }
  });

  it('still answers other paths with the app', async () => {
    expect(await (await fetch(`${origin}/sitemap-of-mine`)).text()).toContain('<title>Starshelf</title>');
  });
});

