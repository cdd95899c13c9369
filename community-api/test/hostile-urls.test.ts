import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@starshelf/contract';
import { signedInAgent } from './support/members.js';
import { startTestApp, type TestAgent, type TestApp } from './support/test-app.js';
import { createCatalogueDatabase, type CatalogueDatabase } from './support/test-catalogue.js';

// Path segments an outside client sent that once answered 500: ids past PostgreSQL's integer,
// escapes that do not decode (truncated, a lone `%`, overlong, a UTF-16 surrogate) and a NUL.
const HOSTILE_SEGMENTS = ['2147483648', '99999999999', '%E0%A4%A', '%', '%C0%AF', '%ED%A0%80', '%00'];

type Answer = { status: number; text: string; body: unknown };

function expectErrorEnvelope(response: Answer, statuses: number[]): void {
  expect(statuses, response.text).toContain(response.status);
  const body = response.body as { success?: unknown; error?: { code?: unknown; message?: unknown } };
  expect(body.success).toBe(false);
  expect(ERROR_CODES).toContain(body.error?.code);
  expect(typeof body.error?.message).toBe('string');
}

const database: CatalogueDatabase = await createCatalogueDatabase();
const app: TestApp = await startTestApp({ databaseUrl: database.url });
const withParams = app.routes.filter((row) => row.path.includes(':'));
const gets = app.routes.filter((row) => row.method === 'GET' && row.path !== '/logout');

describe('hostile path parameters and query values', () => {
  let superUser: TestAgent;

  beforeAll(async () => {
    // The highest role passes every guard, so each request reaches its route's own checks.
    superUser = (await signedInAgent(app, 'SUPER_USER')).agent;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it.each(withParams.flatMap((row) => HOSTILE_SEGMENTS.map((segment) => [`${row.method} ${row.path}`, segment, row] as const)))(
    '%s with %s answers 400 or 404 with the envelope',
    async (_name, segment, row) => {
      const path = `/api${row.path.replace(/:\w+/g, segment)}`;
      const method = row.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const response = await superUser[method](path).send(method === 'get' ? undefined : {});
      expectErrorEnvelope(response, [400, 404]);
    },
  );

  it.each(['/api/books?genre=%00', '/api/newsletter/unsubscribe?token=%00', '/api/admin/users?q=%00', '/api/books/search?q=a%00b'])(
    '%s answers 400 naming the query field',
    async (path) => {
      const response = await superUser.get(path);
      expectErrorEnvelope(response, [400]);
      expect((response.body as { error: { details: Array<{ path: string }> } }).error.details[0]?.path).toMatch(/^query\./);
    },
  );

  it.each(gets.map((row) => [row.path, row] as const))('GET %s refuses a NUL in any query value with 400', async (_path, row) => {
    const response = await superUser.get(`/api${row.path.replace(/:\w+/g, '1')}?x=a%00`);
    expectErrorEnvelope(response, [400]);
  });

  it('answers a query string over 16 KB with 431 and the envelope', async () => {
    const response = await app.bare.get(`/api/books?genre=${'a'.repeat(17 * 1024)}`);
    expectErrorEnvelope(response, [431]);
  });
});
