import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Queue, type Worker } from 'bullmq';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bullPrefix, openWorker } from '../src/queue/bull.js';
import { createJobProducer, type JobProducer } from '../src/queue/job-producer.js';
import { schedulePeriodicJobs, type PeriodicJob } from '../src/queue/periodic-jobs.js';
import { createRedis, pingRedis, type Redis } from '../src/lib/redis.js';
import { startRedis, stopRedis } from './support/private-redis.js';
import { waitFor } from './support/wait-for.js';
import { closedPort, TEST_REDIS_URL } from './support/test-app.js';

const logger = pino({ level: 'silent' });
const QUEUE = 'layer-test';

describe('the job producer, with Redis stopped and back', () => {
  let port: number;
  let server: ChildProcess;
  let api: Redis;
  let connection: Redis;
  let producer: JobProducer<{ n: number }>;
  let worker: Worker | undefined;
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  const ran: number[] = [];
  let failuresLeft = 0;

  beforeAll(async () => {
    port = await closedPort();
    server = await startRedis(port);
    api = createRedis(`redis://127.0.0.1:${port}`, logger);
    await pingRedis(api);
    connection = createRedis(`redis://127.0.0.1:${port}`, logger, 'workers');
    producer = createJobProducer<{ n: number }>({ redis: api, redisPrefix: prefix, logger }, {
      queue: QUEUE,
      jobName: () => 'record',
      jobOptions: { attempts: 3, backoff: { type: 'fixed', delay: 50 }, removeOnComplete: true },
      enqueueTimeoutMs: 300,
      run: async ({ n }) => {
        if (failuresLeft-- > 0) throw new Error('flaky');
        ran.push(n);
      },
      inProcess: 'background',
      retryDelaysMs: [50, 50],
    });
  }, 30_000);
  afterAll(async () => {
    await worker?.close(true).catch(() => undefined);
    await producer?.close();
    api?.disconnect();
    connection?.disconnect();
    if (server) {
      server.kill('SIGCONT');
      await stopRedis(server);
    }
  });

  it('queues while Redis is up, runs in-process (retrying a failed attempt) while it is down, and loses nothing', async () => {
    expect(await producer.submit({ n: 1 })).toBe('queued');
    expect(ran).toEqual([]);

    // Frozen, not stopped: unreachable for a while, with its data intact when it comes back.
    server.kill('SIGSTOP');
    failuresLeft = 1;
    expect(await producer.submit({ n: 2 })).toBe('in-process');
    await producer.settle();
    // The first in-process attempt failed; the retry ran it.
    expect(ran).toEqual([2]);

    server.kill('SIGCONT');
    await waitFor(async () => (await producer.submit({ n: 3 })) === 'queued');
    // The job queued before the outage is still there, and a worker now drains the queue.
    worker = openWorker(QUEUE, async (job) => void ran.push((job.data as { n: number }).n), { connection, redisPrefix: prefix, logger, concurrency: 1 });
    await waitFor(() => ran.includes(1) && ran.includes(3));
    // At least once: the timed-out enqueue of 2 may still land when Redis wakes (jobs are idempotent).
    expect(ran.filter((n) => n === 1)).toHaveLength(1);
    expect(ran.filter((n) => n === 3).length).toBeGreaterThanOrEqual(1);
  }, 30_000);

  it('rejects an awaited in-process job that keeps failing, so the caller can answer with an error', async () => {
    const down = createRedis(`redis://127.0.0.1:${await closedPort()}`, logger);
    const awaited = createJobProducer<{ n: number }>({ redis: down, redisPrefix: prefix, logger }, {
      queue: QUEUE,
      jobName: () => 'record',
      jobOptions: {},
      enqueueTimeoutMs: 200,
      run: async () => {
        throw new Error('database down');
      },
      inProcess: 'awaited',
    });
    await expect(awaited.submit({ n: 4 })).rejects.toThrow('database down');
    await awaited.close();
    down.disconnect();
  });
});

describe('periodic work on BullMQ job schedulers', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  const opened: Array<{ close: () => Promise<unknown> }> = [];
  const connections: Redis[] = [];

  afterEach(async () => {
    for (const item of opened.splice(0)) await item.close();
  });
  afterAll(async () => {
    const queue = new Queue(QUEUE, { connection: createRedis(TEST_REDIS_URL, logger), prefix: bullPrefix(prefix) });
    await queue.obliterate({ force: true });
    await queue.close();
    for (const connection of connections) connection.disconnect();
  });

  it('runs once per interval however many worker processes schedule and consume it', async () => {
    const EVERY_MS = 200;
    const WATCH_MS = 2_400;
    let runs = 0;
    const job: PeriodicJob = { queue: QUEUE, name: 'tick', everyMs: EVERY_MS, run: async () => void (runs += 1) };
    // Two worker processes: each with its own shared connection, its consumer and its scheduler upsert.
    for (let index = 0; index < 2; index += 1) {
      const connection = createRedis(TEST_REDIS_URL, logger, 'workers');
      connections.push(connection);
      opened.push(openWorker(QUEUE, async (scheduled) => (scheduled.name === job.name ? job.run() : undefined), { connection, redisPrefix: prefix, logger, concurrency: 4 }));
      opened.push(await schedulePeriodicJobs([job], { connection, redisPrefix: prefix, logger }));
    }
    await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
    const expected = WATCH_MS / EVERY_MS;
    // It runs repeatedly (a loaded machine may skip a beat), but never more than once per interval:
    // two schedulers or two timers (the old setInterval per worker) run about twice as often.
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBeLessThanOrEqual(expected + 2);
    const schedulers = await new Queue(QUEUE, { connection: connections[0]!, prefix: bullPrefix(prefix) }).getJobSchedulers();
    expect(schedulers.map((scheduler) => scheduler.key)).toEqual(['tick']);
  }, 20_000);
});
