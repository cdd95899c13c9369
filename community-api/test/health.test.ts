import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startTestApp, TEST_REDIS_URL, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

describe('health and readiness', () => {
  let database: TestDatabase;
  let app: TestApp | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(async () => {
    await database.drop();
  });

  it('answers GET /api/health with the ok envelope', async () => {
    app = await startTestApp({ databaseUrl: database.url, redisUrl: TEST_REDIS_URL });
    const response = await app.request.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { status: 'ok' } });
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/\S+/);
  });

  it('reports ready when Postgres and Redis both answer', async () => {
    app = await startTestApp({ databaseUrl: database.url, redisUrl: TEST_REDIS_URL });
    const response = await app.request.get('/api/ready');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: { status: 'ready', checks: { postgres: 'up', redis: 'up' } },
    });
  });

  it('reports ready and skips Redis when the process runs without it', async () => {
    app = await startTestApp({ databaseUrl: database.url });
    const response = await app.request.get('/api/ready');
    expect(response.status).toBe(200);
    expect(response.body.data.checks).toEqual({ postgres: 'up', redis: 'skipped' });
  });

  it('answers 503 naming Redis when Redis points at a closed port', async () => {
    const port = await closedPort();
    app = await startTestApp({ databaseUrl: database.url, redisUrl: `redis://127.0.0.1:${port}` });
    const response = await app.request.get('/api/ready');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      success: false,
      error: {
        code: 'INTERNAL',
        message: 'Not ready: redis down',
        details: { checks: { postgres: 'up', redis: 'down' } },
      },
    });
    expect(JSON.stringify(response.body)).not.toContain(String(port));
  });

  it('answers 503 naming Postgres without leaking its connection string', async () => {
    const port = await closedPort();
    const badUrl = `postgres://postgres:secret-word@127.0.0.1:${port}/nowhere`;
    app = await startTestApp({ databaseUrl: badUrl, redisUrl: TEST_REDIS_URL });
    const response = await app.request.get('/api/ready');
    expect(response.status).toBe(503);
    expect(response.body.error.message).toBe('Not ready: postgres down');
    expect(response.body.error.details).toEqual({ checks: { postgres: 'down', redis: 'up' } });
    expect(JSON.stringify(response.body)).not.toContain('secret-word');
  });
});
