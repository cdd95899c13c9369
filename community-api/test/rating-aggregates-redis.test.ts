import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { Worker } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBookDetail } from '@starshelf/cms/catalogue';
import { createRatingWorker } from '../src/jobs/ratings/rating-worker.js';
import { signedInAgent } from './support/members.js';
import { closedPort, startTestApp, type TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture, type CatalogueDatabase } from './support/test-catalogue.js';

/** A private redis-server, so stopping it cannot disturb anyone else's Redis. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let attempt = 0; attempt < 100 && !output.includes('Ready to accept connections'); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

const waitFor = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached');
};

describe('rating aggregates through BullMQ, with Redis stopped and back', () => {
  let database: CatalogueDatabase;
  let app: TestApp;
  let redis: ChildProcess;
  let worker: Worker;
  let port: number;
  let bookId: number;

  beforeAll(async () => {
    port = await closedPort();
    redis = await startRedis(port);
    database = await createCatalogueDatabase();
    app = await startTestApp({ databaseUrl: database.url, redisUrl: `redis://127.0.0.1:${port}` });
    worker = createRatingWorker({ redisUrl: `redis://127.0.0.1:${port}`, redisPrefix: app.config.redisPrefix, pool: app.pool, logger: pino({ level: 'silent' }) });
    bookId = await fixture(database.payload, 'books', { title: 'Parable of the Sower' });
  }, 60_000);
  afterAll(async () => {
    // Forced: a worker whose Redis went away and came back can sit in a blocking call for seconds.
    await worker?.close(true).catch(() => undefined);
    await app?.close().catch(() => undefined);
    if (redis) await stopRedis(redis);
    await database?.drop();
  });

  it('keeps every rating and lets the aggregate catch up while Redis is down and after it returns', async () => {
    const members = await Promise.all([signedInAgent(app), signedInAgent(app), signedInAgent(app)]);
    const rate = (index: number, rating: number) => members[index]!.agent.post(`/api/books/${bookId}/ratings`).send({ rating });

    expect((await rate(0, 5)).status).toBe(200);
    await waitFor(async () => (await getBookDetail(bookId))?.ratingsCount === 1);

    const fallbacks = () => app.logLines().filter((line) => String(line.msg).startsWith('rating queue unavailable')).length;
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
