import { describe, expect, it, vi } from 'vitest';

import { parseTrustProxy } from '../src/rate-limit/trust-proxy.js';
import { createClientAddress } from '../src/sign-in/client-address.js';
import { csrfOrigins, isSecureCookie, withEditorSignIn } from '../src/sign-in/editor-sign-in.js';
import { guardSignIn, type RestHandler } from '../src/sign-in/guard-sign-in.js';
import { createSignInLimiters, SIGN_IN_LIMITS } from '../src/sign-in/sign-in-limits.js';
import { hashForUnknownAddresses } from '../src/sign-in/unknown-address-hash.js';
import { Editors } from '../src/collections/Editors.js';

describe('the client address behind the gateway', () => {
  const loopback = createClientAddress(parseTrustProxy('loopback'));

  it('is the right-most hop that is not a trusted proxy, whatever the client wrote further left', () => {
    expect(loopback('198.51.100.7, 127.0.0.1')).toBe('198.51.100.7');
    expect(loopback('10.0.0.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(loopback('spoofed, 203.0.113.9, ::ffff:127.0.0.1')).toBe('203.0.113.9');
    expect(loopback(null)).toBe('unknown');
  });

  it('counts hops from the gateway when TRUST_PROXY is a number', () => {
    expect(createClientAddress(parseTrustProxy('1'))('1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(createClientAddress(parseTrustProxy('2'))('1.1.1.1, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
    expect(createClientAddress(parseTrustProxy('false'))('1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('accepts addresses and ranges, and refuses anything else', () => {
    expect(createClientAddress(parseTrustProxy('10.0.0.0/8, 192.0.2.1'))('203.0.113.9, 192.0.2.1, 10.1.2.3')).toBe('203.0.113.9');
    expect(() => parseTrustProxy('everyone')).toThrow();
    expect(() => parseTrustProxy('11')).toThrow();
  });
});

describe('the editors\' sign-in settings', () => {
  it('keeps the session cookie Secure on https and in production without a public address', () => {
    expect(isSecureCookie({ publicUrl: 'https://starshelf.example', isProduction: false })).toBe(true);
    expect(isSecureCookie({ publicUrl: undefined, isProduction: true })).toBe(true);
    expect(isSecureCookie({ publicUrl: 'http://localhost:3000', isProduction: true })).toBe(false);
  });

  it('accepts cookies from the public origin only', () => {
    expect(csrfOrigins('https://starshelf.example/some/path')).toEqual(['https://starshelf.example']);
    expect(csrfOrigins(undefined)).toEqual([]);
  });

  it('locks no account and sends the cookie SameSite=Lax', () => {
    const editors = withEditorSignIn(Editors, { publicUrl: 'https://starshelf.example', isProduction: true });
    expect(editors.auth).toMatchObject({ maxLoginAttempts: 0, cookies: { secure: true, sameSite: 'Lax' } });
  });
});

describe('a login for an address no editor has', () => {
  type HookArgs = Parameters<ReturnType<typeof hashForUnknownAddresses>>[0];
  const login = async (email: string, known: boolean) => {
    const spendHash = vi.fn(async () => undefined);
    const findOne = vi.fn(async () => (known ? { id: 1 } : null));
    const args = { data: { email, password: 'guess' }, req: { payload: { db: { findOne } } } };
    await hashForUnknownAddresses(spendHash)({ args, operation: 'login', collection: { slug: 'editors' } } as unknown as HookArgs);
    return { spendHash, findOne };
  };

  it('spends the password hash Payload would spend on a known one', async () => {
    const { spendHash, findOne } = await login(' Nobody@Example.org ', false);
    expect(spendHash).toHaveBeenCalledWith('guess');
    expect(findOne).toHaveBeenCalledWith(expect.objectContaining({ where: { email: { equals: 'nobody@example.org' } } }));
  });

  it('leaves a known address to Payload, which hashes it itself', async () => {
    expect((await login('editor@starshelf.local', true)).spendHash).not.toHaveBeenCalled();
  });
});

describe('the sign-in rate limits', () => {
  const ok: RestHandler = async () => Response.json({ ok: true });
  const params = (slug: string[]) => ({ params: Promise.resolve({ slug }) });
  const attempt = (handler: RestHandler, client: string, email: string, path = 'login') =>
    handler(
      new Request(`http://cms/api/editors/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${client}, 127.0.0.1` },
        body: JSON.stringify({ email, password: 'x' }),
      }),
      params(['editors', path]),
    );
  const guarded = (handler: RestHandler = ok) => {
    const limiters = createSignInLimiters({ redisPrefix: 'test' });
    return guardSignIn(handler, { collection: 'editors', limiters: () => limiters, clientAddress: createClientAddress(['loopback']) });
  };

  it('refuse one client at one address with 429 and Retry-After, while the editor elsewhere still signs in', async () => {
    const handler = guarded(async () => Response.json({ errors: [] }, { status: 401 }));
    for (let n = 0; n < SIGN_IN_LIMITS.loginPair.points; n += 1) expect((await attempt(handler, '198.51.100.1', 'editor@x.org')).status).toBe(401);
    const refused = await attempt(handler, '198.51.100.1', 'EDITOR@x.org');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(handler, '198.51.100.2', 'editor@x.org')).status).toBe(401);
  });

  it('refuse one client trying many addresses', async () => {
    const handler = guarded();
    for (let n = 0; n < SIGN_IN_LIMITS.loginClient.points; n += 1) expect((await attempt(handler, '198.51.100.3', `a${n}@x.org`)).status).toBe(200);
    expect((await attempt(handler, '198.51.100.3', 'fresh@x.org')).status).toBe(429);
  });

  it('leave other routes and other methods alone', async () => {
    const handler = guarded();
    for (let n = 0; n < 40; n += 1) expect((await handler(new Request('http://cms/api/books'), params(['books']))).status).toBe(200);
  });
});
