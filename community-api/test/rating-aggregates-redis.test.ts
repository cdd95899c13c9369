import type { ChildProcess } from 'node:child_process';
import type { Worker } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBookDetail } from '@starshelf/cms/catalogue';
import { createRatingWorker } from '../src/modules/ratings/rating-worker.js';
import { createRedis, type Redis } from '../src/lib/redis.js';
import { signedInAgent } from './support/members.js';
import { startRedis, stopRedis } from './support/private-redis.js';
import { waitFor } from './support/wait-for.js';
import { closedPort, startTestApp, type TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture, type CatalogueDatabase } from './support/test-catalogue.js';

describe('rating aggregates through BullMQ, with Redis stopped and back', () => {
  let database: CatalogueDatabase;
  let app: TestApp;
  let redis: ChildProcess;
  let worker: Worker;
  let connection: Redis;
  let port: number;
  let bookId: number;

  beforeAll(async () => {
    port = await closedPort();
    redis = await startRedis(port);
    database = await createCatalogueDatabase();
    app = await startTestApp({ databaseUrl: database.url, redisUrl: `redis://127.0.0.1:${port}` });
    const logger = pino({ level: 'silent' });
    connection = createRedis(`redis://127.0.0.1:${port}`, logger, 'workers');
    worker = createRatingWorker({ connection, redisPrefix: app.config.redisPrefix, pool: app.pool, logger });
    bookId = await fixture(database.payload, 'books', { title: 'Parable of the Sower' });
  }, 60_000);
  afterAll(async () => {
    // Forced: a worker whose Redis went away and came back can sit in a blocking call for seconds.
    await worker?.close(true).catch(() => undefined);
    connection?.disconnect();
    await app?.close().catch(() => undefined);
    if (redis) await stopRedis(redis);
    await database?.drop();
  });

  it('keeps every rating and lets the aggregate catch up while Redis is down and after it returns', async () => {
    const members = await Promise.all([signedInAgent(app), signedInAgent(app), signedInAgent(app)]);
    const rate = (index: number, rating: number) => members[index]!.agent.post(`/api/books/${bookId}/ratings`).send({ rating });

    expect((await rate(0, 5)).status).toBe(200);
    await waitFor(async () => (await getBookDetail(bookId))?.ratingsCount === 1);

    const fallbacks = () => app.logLines().filter((line) => line.msg === 'queue unavailable; running the job in-process' && line.queue === 'rating-aggregates').length;
    // The first aggregate came through the queue and the worker, not the fallback.
    expect(fallbacks()).toBe(0);

    await stopRedis(redis);
    const whileDown = await rate(1, 2);
    expect(whileDown.status).toBe(200);
    expect(whileDown.body.data).toMatchObject({ averageRating: 3.5, ratingsCount: 2 });
    await waitFor(async () => (await getBookDetail(bookId))?.ratingsCount === 2);
    expect(fallbacks()).toBe(1);

    redis = await startRedis(port);
    await waitFor(async () => (await rate(2, 4)).status === 200);
    await waitFor(async () => {
      const book = await getBookDetail(bookId);
      return book?.ratingsCount === 3 && book.averageRating === 3.7;
    });
  }, 40_000);
});
