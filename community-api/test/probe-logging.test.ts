import { describe, expect, it } from 'vitest';
import { closedPort, TEST_REDIS_URL, type TestApp } from './support/test-app.js';
import { useSuiteDatabase } from './support/suite.js';
import { createMigratedDatabase } from './support/test-database.js';

// Health checks call every few seconds: at info they would drown the access log.
describe('access log of health probes', () => {
  const suite = useSuiteDatabase(createMigratedDatabase);

  const loggedUrls = (app: TestApp) => app.logLines().map((line) => ({ url: line.path, level: line.level }));

  it('leaves passing probes out of the info log but keeps other requests', async () => {
    const app = await suite.startApp({ redisUrl: TEST_REDIS_URL });
    expect((await app.agent().get('/api/ready')).status).toBe(200);
    expect((await app.agent().get('/api/health')).status).toBe(200);
    expect((await app.agent().get('/api/auth/user')).status).toBe(401);
    const urls = loggedUrls(app).map((entry) => entry.url);
    expect(urls).toContain('/api/auth/user');
    expect(urls).not.toContain('/api/ready');
    expect(urls).not.toContain('/api/health');
  });

  it('logs a failing readiness probe as a warning', async () => {
    const app = await suite.startApp({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    expect((await app.agent().get('/api/ready')).status).toBe(503);
    expect(loggedUrls(app)).toContainEqual({ url: '/api/ready', level: 40 });
  });
});
