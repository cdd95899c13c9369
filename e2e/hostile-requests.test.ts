// Attackers get nothing, checked against the running stack: `scripts/start.ts` on free ports with
// its own database, so the real gateway, the API with the front end's renderer and the admin (Next)
// answer. Each attack is what an outside client can send to the public port.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { errorEnvelopeSchema } from '@starshelf/contract';
import { type Canary, sendRaw, ssrfAttempts, startCanary } from '@starshelf/gateway/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnStack, startOwnStack } from './support/own-stack.js';
import { ROOT_DIR } from './support/stack.js';

/** The development member the start seeds outside production (seed/src/config.ts, e2e/support/fixtures.ts). */
const MEMBER = { email: 'normal@starshelf.local', password: 'Starshelf-Member-2026!' };
/** Low enough to reach in a test, as an operator may set it (PAGE_RENDERS_PER_MINUTE). */
const RENDERS_PER_MINUTE = 20;

let own: OwnStack | undefined;
let port: number;
let origin: string;
let canary: Canary;

beforeAll(async () => {
  canary = await startCanary();
  own = await startOwnStack({ name: 'starshelf-hostile', env: { PAGE_RENDERS_PER_MINUTE: String(RENDERS_PER_MINUTE) } });
  origin = own.origin;
  port = own.ports.PORT;
}, 700_000);

afterAll(async () => {
  await own?.stop();
  await canary?.close();
}, 120_000);

async function json<T>(path: string): Promise<T> {
  const response = await fetch(`${origin}${path}`);
  return ((await response.json()) as { data: T }).data;
}

function expectEnvelope(status: number, body: string, expected: number): void {
  expect(status).toBe(expected);
  expect(errorEnvelopeSchema.safeParse(JSON.parse(body)).success).toBe(true);
}

describe('the gateway of the running stack fetches from nowhere a request names (SSRF)', () => {
  it('sends nothing to a canary on loopback for any route and any form of request line', async () => {
    const [book] = (await json<{ items: { slug: string }[] }>('/api/books?limit=1')).items;
    const [author] = (await json<{ items: { slug: string }[] }>('/api/authors?limit=1')).items;
    const asset = readdirSync(join(ROOT_DIR, 'frontend', 'dist', 'assets')).find((file) => file.endsWith('.js'));
    const routes = [
      '/',
      '/books',
      `/books/${book?.slug ?? 'none'}`,
      `/authors/${author?.slug ?? 'none'}?lang=de`,
      '/settings',
      '/api/health',
      '/api/books?limit=1',
      '/cms/admin',
      '/cms/api/users/me',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/books-1.xml',
      `/assets/${asset ?? 'none.js'}`,
    ];
    const host = `127.0.0.1:${port}`;
    for (const route of routes) {
      for (const attempt of ssrfAttempts(route, canary.port, host)) {
        const name = `${attempt.name}: ${route}`;
        const answer = await sendRaw(port, attempt.head, 30_000);
        expect(answer.status, name).not.toBe(0);
        expect(answer.body, name).not.toContain('canary');
        if (attempt.isForeignTarget) expectEnvelope(answer.status, answer.body, 400);
      }
    }
    expect(canary.connections()).toBe(0);
    expect(canary.requests()).toEqual([]);
  });
});

describe('pages rendered for made-up values (page cache keys)', () => {
  it('answers 50 made-up languages without a render: the client\'s render budget is untouched', async () => {
    const client = { 'x-forwarded-for': '198.51.100.20' };
    for (let n = 1; n <= 50; n += 1) {
      const response = await fetch(`${origin}/books?lang=z${n}`, { headers: client, redirect: 'manual' });
      expect(response.status, `lang=z${n}`).toBe(302);
      expect(response.headers.get('location')).toBe('/books');
    }
    // Every render this client may make is still there: as many different real pages as the limit.
    const { items } = await json<{ items: { slug: string }[] }>(`/api/books?limit=${RENDERS_PER_MINUTE}&sort=title_desc`);
    expect(items).toHaveLength(RENDERS_PER_MINUTE);
    for (const item of items) expect((await fetch(`${origin}/books/${item.slug}`, { headers: client })).status, item.slug).toBe(200);
  });

  it('answers a client past its renders with 429, Retry-After and the envelope through the gateway', async () => {
    const client = { 'x-forwarded-for': '198.51.100.21' };
    const { items } = await json<{ items: { slug: string }[] }>(`/api/books?limit=${RENDERS_PER_MINUTE + 1}&sort=oldest`);
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (const item of items) {
      const response = await fetch(`${origin}/books/${item.slug}?lang=it`, { headers: client });
      statuses.push(response.status);
      if (response.status === 429) refused = response;
      else await response.arrayBuffer();
    }
    expect(statuses.slice(0, RENDERS_PER_MINUTE).every((status) => status === 200)).toBe(true);
    expect(refused).toBeDefined();
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expectEnvelope(refused?.status ?? 0, (await refused?.text()) ?? '', 429);
    // Another reader is not affected.
    expect((await fetch(`${origin}/books/${items.at(-1)?.slug ?? ''}?lang=it`, { headers: { 'x-forwarded-for': '198.51.100.22' } })).status).toBe(200);
  });
});

describe('the expensive reads', () => {
  let cookie = '';

  beforeAll(async () => {
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(MEMBER),
    });
    expect(login.status).toBe(200);
    cookie = (login.headers.getSetCookie().find((line) => line.startsWith('sid=')) ?? '').split(';')[0] ?? '';
    expect(cookie).not.toBe('');
  });

  it.each([
    ['/api/profile/export', 10],
    ['/api/reading-list/export?format=goodreads', 20],
    ['/api/recommendations', 60],
  ])('GET %s answers 429 with Retry-After and the envelope after %i calls of one member', async (path, limit) => {
    for (let call = 1; call <= limit; call += 1) {
      const response = await fetch(`${origin}${path}`, { headers: { cookie } });
      expect(response.status, `call ${call}`).toBe(200);
      await response.arrayBuffer();
    }
    const refused = await fetch(`${origin}${path}`, { headers: { cookie } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expectEnvelope(refused.status, await refused.text(), 429);
  });

  it('limits the sitemaps per client, and leaves robots.txt alone', async () => {
    const client = { 'x-forwarded-for': '198.51.100.30' };
    for (let call = 1; call <= 30; call += 1) {
      const response = await fetch(`${origin}${call % 2 ? '/sitemap.xml' : '/sitemaps/books-1.xml'}`, { headers: client });
      expect(response.status, `call ${call}`).toBe(200);
      await response.arrayBuffer();
    }
    const refused = await fetch(`${origin}/sitemaps/books-1.xml`, { headers: client });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expectEnvelope(refused.status, await refused.text(), 429);
    expect((await fetch(`${origin}/robots.txt`, { headers: client })).status).toBe(200);
  });
});
