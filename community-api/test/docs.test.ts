import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTED_ROUTES } from '../src/http/openapi.js';
import { ROUTE_PERMISSIONS } from '../src/http/route-permissions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createMigratedDatabase, type TestDatabase } from './support/test-database.js';

describe('GET /api/docs', () => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await createMigratedDatabase();
    app = await startTestApp({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('serves an OpenAPI 3 document generated from the zod schemas', async () => {
    const response = await app.bare.get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    const register = response.body.paths['/api/auth/register'].post;
    const schema = register.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password', 'confirmPassword']));
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['201', '400', '429']));
    expect(response.body.paths['/api/profile'].patch).toBeDefined();
  });

  it('documents every route of the permission table', () => {
    expect(ROUTE_PERMISSIONS.map((row) => `${row.method} ${row.path}`).sort()).toEqual([...DOCUMENTED_ROUTES].sort());
  });
});
