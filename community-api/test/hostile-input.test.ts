import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@starshelf/contract';
import { signedInAgent } from './support/members.js';
import { startTestApp, type TestAgent, type TestApp } from './support/test-app.js';
import { createMigratedDatabase, type TestDatabase } from './support/test-database.js';

const ENDPOINTS = [
  ['post', '/api/auth/register'],
  ['post', '/api/auth/verify-email'],
  ['post', '/api/auth/resend-verification'],
  ['post', '/api/auth/login'],
  ['post', '/api/auth/logout'],
  ['post', '/api/auth/password-reset'],
  ['post', '/api/auth/password-reset/confirm'],
  ['post', '/api/auth/email/confirm'],
  ['post', '/api/auth/email/undo'],
  ['post', '/api/auth/password'],
  ['post', '/api/auth/email'],
  ['patch', '/api/profile'],
] as const;

// Sent by the signed-in member, so the body reaches validation instead of stopping at the guard.
const SIGNED_IN = new Set<string>(['/api/profile', '/api/auth/password', '/api/auth/email']);

const FIELDS = ['email', 'password', 'confirmPassword', 'currentPassword', 'firstName', 'lastName', 'locale', 'token', 'bio', '__proto__', 'constructor'];

// Objects shaped like real bodies but with hostile values, plus any JSON at all.
const hostileValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 300 }),
  fc.constantFrom('', ' ', 'a@b', 'A'.repeat(43), '\u0000', '"; drop table community.users; --', '<script>alert(1)</script>', 'x'.repeat(5_000)),
  fc.constantFrom(null, true, -1, 1e308, [], {}),
);
const hostileBody = fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 6 }));

function expectEnvelope(response: { status: number; text: string; body: unknown }): void {
  expect(response.status).toBeLessThan(500);
  expect(response.text).not.toMatch(/\bat .+:\d+:\d+/);
  expect(response.text).not.toMatch(/node_modules|\/src\//);
  if (response.status === 204) return;
  const body = response.body as { success?: unknown; error?: { code?: unknown; message?: unknown } };
  expect(typeof body.success).toBe('boolean');
  if (body.success === false) {
    expect(ERROR_CODES).toContain(body.error?.code);
    expect(typeof body.error?.message).toBe('string');
  }
}

describe('hostile JSON on every account endpoint', () => {
  let database: TestDatabase;
  let app: TestApp;
  let member: TestAgent;

  beforeAll(async () => {
    database = await createMigratedDatabase();
    const generous = { points: 1_000_000, durationSeconds: 60 };
    app = await startTestApp({
      databaseUrl: database.url,
      rateLimits: { loginPair: generous, loginIp: generous, registerPair: generous, registerIp: generous, resendPair: generous, resendIp: generous, verifyIp: generous, resetPair: generous, resetIp: generous, resetConfirmIp: generous, emailConfirmIp: generous, passwordChangeUser: generous, emailChangeUser: generous },
    });
    member = (await signedInAgent(app)).agent;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it.each(ENDPOINTS)('%s %s never answers 5xx, always the envelope, never a stack', async (method, path) => {
    const client = SIGNED_IN.has(path) ? member : app.agent();
    await fc.assert(
      fc.asyncProperty(hostileBody, async (body) => {
        const response = await client[method](path).set('Content-Type', 'application/json').send(JSON.stringify(body));
        expectEnvelope(response);
      }),
      { numRuns: 60 },
    );
  });

  it.each(ENDPOINTS)('%s %s answers malformed JSON text with a 400 envelope', async (method, path) => {
    const client = SIGNED_IN.has(path) ? member : app.agent();
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 200 }), async (text) => {
        const response = await client[method](path).set('Content-Type', 'application/json').send(`{${text}`);
        expectEnvelope(response);
      }),
      { numRuns: 30 },
    );
  });
});

describe('NUL characters', () => {
  it('are refused with a 400 before they reach PostgreSQL', async () => {
    const database = await createMigratedDatabase();
    const app = await startTestApp({ databaseUrl: database.url });
    try {
      const { agent } = await signedInAgent(app);
      const response = await agent.patch('/api/profile').send({ firstName: 'A\u0000B' });
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual({ code: 'VALIDATION_FAILED', message: 'Request body contains a NUL character' });
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
