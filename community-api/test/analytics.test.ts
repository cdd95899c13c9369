import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsRepository } from '../src/modules/analytics/repository.js';
import { DASHBOARD_KEPT_MS } from '../src/modules/analytics/routes.js';
import type { StoredEvent } from '../src/modules/analytics/schemas.js';
import { storedEvent } from './support/analytics-events.js';
import { signedInAgent } from './support/members.js';
import { startTestApp, type TestAgent, type TestApp } from './support/test-app.js';
import { createMigratedDatabase, type TestDatabase } from './support/test-database.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const stored = (overrides: Partial<StoredEvent>) => storedEvent({ occurredAt: NOW.toISOString(), ...overrides });

describe('analytics without Redis (events written directly)', () => {
  let database: TestDatabase;
  let app: TestApp;
  let admin: TestAgent;
  // The suite's clock: a test that changed the counts moves it past the dashboard's keep (same day).
  let now = NOW.getTime();
  const pastTheKeep = () => {
    now += DASHBOARD_KEPT_MS;
  };

  beforeAll(async () => {
    database = await createMigratedDatabase();
    app = await startTestApp({ databaseUrl: database.url, clock: () => new Date(now), rateLimits: { analyticsIp: { points: 20, durationSeconds: 60 } } });
    admin = (await signedInAgent(app, 'SUPER_USER')).agent;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers an empty range with zeros for every day and empty lists', async () => {
    const response = await admin.get('/api/admin/analytics?range=7');
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.totals).toEqual({ events: 0, pageViews: 0, bookOpens: 0, searches: 0 });
    expect(data.viewsPerDay).toHaveLength(7);
    expect(data.viewsPerDay.every((day: { count: number }) => day.count === 0)).toBe(true);
    expect(data.viewsPerDay.at(-1).day).toBe('2026-06-15');
    expect([data.topRoutes, data.topBooks, data.topSearches, data.byRole, data.events]).toEqual([[], [], [], [], []]);
  });

  it.each(['0', '14', 'abc', '-7', '7.5'])('refuses the range %s with a 400', async (range) => {
    const response = await admin.get(`/api/admin/analytics?range=${range}`);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('accepts an event with 202 and stores it with the server time and the caller role', async () => {
    const member = (await signedInAgent(app, 'POWER_USER')).agent;
    const response = await member.post('/api/analytics/event').send({
      eventType: 'modal_open',
      route: '/books',
      entityType: 'book',
      entityId: 42,
      metadata: { requestId: 'r1', viewport: '1280x720', user_role: 'SUPER_USER', source: 'card', element_type: 'button', element_id: 'open' },
    });
    expect(response.status).toBe(202);
    const { rows } = await app.pool.query('select event_type, entity_id, user_role, occurred_at from community.analytics_events');
    expect(rows).toEqual([{ event_type: 'modal_open', entity_id: '42', user_role: 'POWER_USER', occurred_at: new Date(now) }]);
  });

  it('reads null in the optional fields as absent', async () => {
    const response = await app.agent().post('/api/analytics/event').send({ eventType: 'page_view', route: null, entityType: null, entityId: null, metadata: null });
    expect(response.status).toBe(202);
    const { rows } = await app.pool.query(`select route, entity_type, entity_id, metadata from community.analytics_events where event_type = 'page_view'`);
    expect(rows).toEqual([{ route: null, entity_type: null, entity_id: null, metadata: null }]);
  });

  it.each([
    ['an unknown type', { eventType: 'purchase' }],
    ['an unknown metadata key', { eventType: 'click', metadata: { cookie: 'x' } }],
    ['an unknown top-level field', { eventType: 'click', payload: 'x' }],
    ['an over-long route', { eventType: 'page_view', route: `/${'a'.repeat(300)}` }],
    ['a route without a slash', { eventType: 'page_view', route: 'books' }],
    ['an over-long element id', { eventType: 'click', metadata: { element_id: 'x'.repeat(101) } }],
  ])('refuses %s with a 400', async (_name, body) => {
    const response = await app.agent().post('/api/analytics/event').send(body);
    expect(response.status).toBe(400);
  });

  it('rate-limits one client that floods events', async () => {
    const client = app.agent();
    let last = 0;
    for (let index = 0; index < 25; index += 1) last = (await client.post('/api/analytics/event').send({ eventType: 'click' })).status;
    expect(last).toBe(429);
  });

  it('aggregates totals, top lists, roles and views per day over the chosen range', async () => {
    await app.pool.query('truncate community.analytics_events, community.analytics_daily');
    const repository = analyticsRepository(app.pool);
    await repository.insertBatch([
      stored({ route: '/books', occurredAt: daysAgo(0) }),
      stored({ route: '/books', occurredAt: daysAgo(1), userRole: 'NORMAL_USER' }),
      stored({ route: '/authors', occurredAt: daysAgo(2) }),
      stored({ eventType: 'modal_open', entityType: 'book', entityId: '7', occurredAt: daysAgo(0) }),
      stored({ eventType: 'interaction', entityType: 'search', entityId: ' Dune ', occurredAt: daysAgo(0) }),
      stored({ eventType: 'interaction', entityType: 'search', entityId: 'dune', occurredAt: daysAgo(3) }),
      stored({ route: '/series', occurredAt: daysAgo(20) }),
      stored({ route: '/genres', occurredAt: daysAgo(200) }),
    ]);
    pastTheKeep();
    const week = (await admin.get('/api/admin/analytics?range=7')).body.data;
    expect(week.totals).toEqual({ events: 6, pageViews: 3, bookOpens: 1, searches: 2 });
    expect(week.topRoutes).toEqual([{ route: '/books', count: 2 }, { route: '/authors', count: 1 }]);
    expect(week.topBooks).toEqual([{ bookId: '7', count: 1 }]);
    expect(week.topSearches).toEqual([{ query: 'dune', count: 2 }]);
    expect(week.byRole).toEqual([{ role: 'anonymous', count: 2 }, { role: 'NORMAL_USER', count: 1 }]);
    expect(week.viewsPerDay.slice(-3).map((day: { count: number }) => day.count)).toEqual([1, 1, 1]);
    expect((await admin.get('/api/admin/analytics?range=30')).body.data.totals.pageViews).toBe(4);
    expect((await admin.get('/api/admin/analytics?range=90')).body.data.totals.pageViews).toBe(4);
    const year = (await admin.get('/api/admin/analytics?range=365')).body.data;
    expect(year.totals.pageViews).toBe(5);
    expect(year.viewsPerDay).toHaveLength(365);
  });

  it('never counts a retried batch twice', async () => {
    await app.pool.query('truncate community.analytics_events, community.analytics_daily');
    const repository = analyticsRepository(app.pool);
    const batch = [stored({}), stored({})];
    expect(await repository.insertBatch(batch)).toBe(2);
    expect(await repository.insertBatch(batch)).toBe(0);
    pastTheKeep();
    expect((await admin.get('/api/admin/analytics?range=7')).body.data.totals.pageViews).toBe(2);
  });

  it('deletes events older than the given days and says how many', async () => {
    await app.pool.query('truncate community.analytics_events, community.analytics_daily, community.analytics_monthly');
    await analyticsRepository(app.pool).insertBatch([stored({ occurredAt: daysAgo(100) }), stored({ occurredAt: daysAgo(40) }), stored({ occurredAt: daysAgo(1) })]);
    pastTheKeep();
    expect((await admin.get('/api/admin/analytics?range=365')).body.data.totals.pageViews).toBe(3);
    const response = await admin.delete('/api/admin/analytics?olderThanDays=30');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ deleted: 2 });
    // Within the keep: the cleanup's own process forgets what it kept.
    expect((await admin.get('/api/admin/analytics?range=365')).body.data.totals.pageViews).toBe(1);
  });

  it('keeps a dashboard for a few seconds per range and day, shared by every administrator, with an ETag', async () => {
    await app.pool.query('truncate community.analytics_events, community.analytics_daily, community.analytics_monthly');
    const repository = analyticsRepository(app.pool);
    await repository.insertBatch([stored({ route: '/books' })]);
    pastTheKeep();
    const first = await admin.get('/api/admin/analytics?range=7');
    expect(first.body.data.totals.pageViews).toBe(1);
    expect(first.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe('private, no-store');
    await repository.insertBatch([stored({ route: '/books' })]);
    now += DASHBOARD_KEPT_MS - 1;
    const other = (await signedInAgent(app, 'SUPER_USER')).agent;
    const kept = await other.get('/api/admin/analytics?range=7');
    expect(kept.body.data.totals.pageViews).toBe(1);
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect((await other.get('/api/admin/analytics?range=7').set('If-None-Match', String(first.headers.etag))).status).toBe(304);
    // Another range is its own read.
    expect((await admin.get('/api/admin/analytics?range=30')).body.data.totals.pageViews).toBe(2);
    now += 1;
    const fresh = await admin.get('/api/admin/analytics?range=7');
    expect(fresh.body.data.totals.pageViews).toBe(2);
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });

  it.each(['', '?olderThanDays=0', '?olderThanDays=x'])('refuses a cleanup with %s', async (query) => {
    expect((await admin.delete(`/api/admin/analytics${query}`)).status).toBe(400);
  });

  it('keeps the dashboard and cleanup to administrators', async () => {
    expect((await app.agent().get('/api/admin/analytics')).status).toBe(401);
    const golden = (await signedInAgent(app, 'GOLDEN_USER')).agent;
    expect((await golden.get('/api/admin/analytics')).status).toBe(403);
    expect((await golden.delete('/api/admin/analytics?olderThanDays=1')).status).toBe(403);
  });
});
