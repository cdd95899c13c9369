import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './support/members.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createMigratedDatabase, type TestDatabase } from './support/test-database.js';

describe('profile', () => {
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

  it('answers GET /api/profile with the user, bio, dates and counts', async () => {
    const { agent, user } = await signedInAgent(app, 'POWER_USER');
    const response = await agent.get('/api/profile');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      user: expect.objectContaining({ id: user.id, role: 'POWER_USER', displayName: 'Test Member' }),
      bio: null,
      lastLoginAt: null,
      createdAt: user.createdAt.toISOString(),
      counts: { readingList: 0, reviews: 0 },
    });
  });

  it('updates bio and names with PATCH and keeps fields that were not sent', async () => {
    const { agent } = await signedInAgent(app);
    const first = await agent.patch('/api/profile').send({ bio: 'Reads Le Guin twice a year.', firstName: ' Ursula ' });
    expect(first.status).toBe(200);
    expect(first.body.data.bio).toBe('Reads Le Guin twice a year.');
    expect(first.body.data.user).toMatchObject({ firstName: 'Ursula', lastName: 'Member', displayName: 'Ursula Member' });
    const second = await agent.patch('/api/profile').send({ lastName: '' });
    expect(second.body.data.bio).toBe('Reads Le Guin twice a year.');
    expect(second.body.data.user).toMatchObject({ lastName: null, displayName: 'Ursula' });
  });

  it('accepts a bio of 2,000 characters and refuses 2,001', async () => {
    const { agent } = await signedInAgent(app);
    expect((await agent.patch('/api/profile').send({ bio: 'x'.repeat(2_000) })).status).toBe(200);
    const tooLong = await agent.patch('/api/profile').send({ bio: 'x'.repeat(2_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.details[0].path).toBe('body.bio');
  });

  it('does not let PATCH change the role or email', async () => {
    const { agent, user } = await signedInAgent(app);
    const response = await agent.patch('/api/profile').send({ role: 'SUPER_USER', email: 'evil@example.org', bio: 'hi' });
    expect(response.status).toBe(200);
    expect(response.body.data.user).toMatchObject({ role: 'NORMAL_USER', email: user.email });
  });

  it('answers GET /api/profile/reviews with an empty page until ratings exist', async () => {
    const { agent } = await signedInAgent(app);
    const response = await agent.get('/api/profile/reviews?page=2&limit=10');
    expect(response.body).toEqual({ success: true, data: { items: [], total: 0, page: 2, limit: 10, hasMore: false } });
  });
});
