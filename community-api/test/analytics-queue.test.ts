import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyticsIngest } from '../src/modules/analytics/analytics-ingest.js';
import { ANALYTICS_QUEUE } from '../src/modules/analytics/analytics-job.js';
import { analyticsRetentionJob } from '../src/modules/analytics/analytics-retention.js';
import { createAnalyticsWorker } from '../src/modules/analytics/analytics-worker.js';
import { bullPrefix } from '../src/queue/bull.js';
import { runPeriodicJobsInProcess, schedulePeriodicJobs } from '../src/queue/periodic-jobs.js';
import { createPool, type Pool } from '../src/db/pool.js';
import { createRedis, pingRedis, type Redis } from '../src/lib/redis.js';
import { analyticsRepository } from '../src/modules/analytics/repository.js';
import type { StoredEvent } from '../src/modules/analytics/schemas.js';
import { storedEvent } from './support/analytics-events.js';
import { waitFor } from './support/wait-for.js';
import { closedPort, TEST_REDIS_URL } from './support/test-app.js';
import { createMigratedDatabase, type TestDatabase } from './support/test-database.js';

const logger = pino({ level: 'silent' });
const event = () => storedEvent();
const countEvents = async (pool: Pool) => Number((await pool.query('select count(*) from community.analytics_events')).rows[0].count);

describe('analytics queue and batching worker', () => {
  let database: TestDatabase;
  let pool: Pool;
  let redis: Redis;
  let connection: Redis;
  const prefix = `test-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    database = await createMigratedDatabase();
    pool = createPool(database.url);
    redis = createRedis(TEST_REDIS_URL, logger);
    await pingRedis(redis);
    connection = createRedis(TEST_REDIS_URL, logger, 'workers');
  });
  afterAll(async () => {
    const queue = new Queue(ANALYTICS_QUEUE, { connection: redis, prefix: bullPrefix(prefix) });
    await queue.obliterate({ force: true });
    await queue.close();
    redis.disconnect();
    connection.disconnect();
    await pool.end();
    await database.drop();
  });

  it('queues events while no worker runs and writes them in batches once one starts', async () => {
    const repository = analyticsRepository(pool);
    const ingest = createAnalyticsIngest({ repository, logger, redis, redisPrefix: prefix });
    for (let index = 0; index < 50; index += 1) expect(await ingest.accept(event())).toBe('queued');
    expect(await countEvents(pool)).toBe(0);
    const batches: number[] = [];
    const worker = createAnalyticsWorker({ connection, redisPrefix: prefix, repository, logger, batchSize: 20, batchWaitMs: 50, onBatch: (size) => batches.push(size) });
    await waitFor(async () => (await countEvents(pool)) === 50);
    await worker.close();
    await ingest.close();
    expect(batches.reduce((sum, size) => sum + size, 0)).toBe(50);
    // Fewer writes than events: that is the point of batching.
    expect(batches.length).toBeLessThan(10);
    expect(Math.max(...batches)).toBeGreaterThan(1);
  });

  it('writes directly to Postgres while Redis is down, and queues again once it is back', async () => {
    const repository = analyticsRepository(pool);
    const before = await countEvents(pool);
    const deadRedis = createRedis(`redis://127.0.0.1:${await closedPort()}`, logger);
    const downIngest = createAnalyticsIngest({ repository, logger, redis: deadRedis, redisPrefix: prefix });
    const started = Date.now();
    expect(await downIngest.accept(event())).toBe('in-process');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await countEvents(pool)).toBe(before + 1);
    await downIngest.close().catch(() => undefined);
    deadRedis.disconnect();

    // Redis is back: the same code path queues again and the worker drains it.
    const ingest = createAnalyticsIngest({ repository, logger, redis, redisPrefix: prefix });
    expect(await ingest.accept(event())).toBe('queued');
    const worker = createAnalyticsWorker({ connection, redisPrefix: prefix, repository, logger, batchSize: 5, batchWaitMs: 20 });
    await waitFor(async () => (await countEvents(pool)) === before + 2);
    await worker.close();
    await ingest.close();
  });

  it('retries a batch that failed to write without counting anything twice', async () => {
    const repository = analyticsRepository(pool);
    let failures = 1;
    const flaky = {
      ...repository,
      insertBatch: async (events: StoredEvent[]) => {
        if (failures-- > 0) throw new Error('postgres hiccup');
        return repository.insertBatch(events);
      },
    };
    const before = await countEvents(pool);
    const ingest = createAnalyticsIngest({ repository, logger, redis, redisPrefix: prefix });
    for (let index = 0; index < 3; index += 1) await ingest.accept(event());
    // Backoff of the first retry is one second.
    const worker = createAnalyticsWorker({ connection, redisPrefix: prefix, repository: flaky, logger, batchSize: 10, batchWaitMs: 20 });
    await waitFor(async () => (await countEvents(pool)) === before + 3, 12_000);
    await worker.close();
    await ingest.close();
    const { rows } = await pool.query(`select sum(count)::int as total from community.analytics_daily where dimension = 'event'`);
    expect(rows[0].total).toBe(await countEvents(pool));
  });

  it.each([
    ['with Redis (a BullMQ job scheduler)', TEST_REDIS_URL],
    ['without Redis (a timer in the API process)', undefined],
  ])('runs the scheduled retention cleanup %s', async (_name, redisUrl) => {
    const repository = analyticsRepository(pool);
    const old = { ...event(), occurredAt: new Date(Date.now() - 40 * 86_400_000).toISOString() };
    const recent = event();
    await repository.insertBatch([old, recent]);
    const retention = analyticsRetentionJob(repository, logger, { retentionDays: 30, everyMs: 200 });
    const worker = redisUrl ? createAnalyticsWorker({ connection, redisPrefix: prefix, repository, logger, retentionDays: 30 }) : undefined;
    const schedules = redisUrl ? await schedulePeriodicJobs([retention], { connection, redisPrefix: prefix, logger }) : runPeriodicJobsInProcess([retention], logger);
    const background = { close: async () => Promise.all([schedules.close(), worker?.close()]) };
    const exists = async (eventId: string) => (await pool.query('select 1 from community.analytics_events where event_id = $1', [eventId])).rowCount === 1;
    await waitFor(async () => !(await exists(old.eventId)));
    await background.close();
    expect(await exists(recent.eventId)).toBe(true);
  });
});
