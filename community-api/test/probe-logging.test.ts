import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, TEST_REDIS_URL, startTestApp, type TestApp } from './support/test-app.js';
import { createMigratedDatabase, type TestDatabase } from './support/test-database.js';

// Health checks call every few seconds: at info they would drown the access log.
describe('access log of health probes', () => {
  let database: TestDatabase;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await createMigratedDatabase();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.drop();
  });

  const loggedUrls = (app: TestApp) => app.logLines().map((line) => ({ url: (line.req as { url?: string } | undefined)?.url, level: line.level }));

  it('leaves passing probes out of the info log but keeps other requests', async () => {
    const app = await startTestApp({ databaseUrl: database.url, redisUrl: TEST_REDIS_URL });
    apps.push(app);
    expect((await app.agent().get('/api/ready')).status).toBe(200);
    expect((await app.agent().get('/api/health')).status).toBe(200);
    expect((await app.agent().get('/api/auth/user')).status).toBe(401);
    const urls = loggedUrls(app).map((entry) => entry.url);
    expect(urls).toContain('/api/auth/user');
    expect(urls).not.toContain('/api/ready');
    expect(urls).not.toContain('/api/health');
  });

  it('logs a failing readiness probe as a warning', async () => {
    const app = await startTestApp({ databaseUrl: database.url, redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    apps.push(app);
    expect((await app.agent().get('/api/ready')).status).toBe(503);
    expect(loggedUrls(app)).toContainEqual({ url: '/api/ready', level: 40 });
  });
});
