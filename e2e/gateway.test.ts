// The gateway alone, with no service behind it: what it answers itself before proxying.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorEnvelopeSchema } from '@starshelf/contract';
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
