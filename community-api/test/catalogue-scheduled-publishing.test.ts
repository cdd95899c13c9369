// Scheduled publishing (docs/rules.md §4, decision 123): an editor schedules a draft's publishing,
// the job runner publishes it at that time, and the page shows the change within 5 s of it.
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import { createRedis, type Redis } from '../src/lib/redis.js';
import { listenForCatalogueChanges, type CatalogueChanges } from '../src/modules/catalogue/catalogue-changes.js';
import { scheduledPublishingJob } from '../src/modules/catalogue/scheduled-publishing.js';
import { createScheduledPublishingWorker } from '../src/modules/catalogue/scheduled-publishing-worker.js';
import { DEFAULT_PUBLISH_DUE_EVERY_MS } from '../src/modules/catalogue/scheduled-publishing-job.js';
import { runPeriodicJobsInProcess, schedulePeriodicJobs } from '../src/queue/periodic-jobs.js';
import { useSuiteDatabase } from './support/suite.js';
import { TEST_REDIS_URL, type TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import { waitFor } from './support/wait-for.js';

const STAND_IN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'stand-in-renderer.mjs');
const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });
const LEAD_MS = 2_500;

describe('scheduled publishing by the job runner', () => {
  const suite = useSuiteDatabase(createCatalogueDatabase);
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  let app: TestApp;
  let changes: CatalogueChanges;
  let connection: Redis;
  let editorId: number;

  beforeAll(async () => {
    changes = listenForCatalogueChanges(suite.database.url, logger);
    await waitFor(() => changes.isLive());
    app = await suite.startApp({ pageRendererFile: STAND_IN, catalogueChanges: changes, chatModel: null });
    connection = createRedis(TEST_REDIS_URL, logger, 'workers');
    editorId = (await suite.database.payload.create({
      collection: 'editors',
      data: { email: 'scheduler@starshelf.test', password: 'Correct-Horse-9!', name: 'Scheduling Editor' } as never,
      overrideAccess: true,
    })).id;
  });
  afterAll(async () => {
    await changes?.close();
    connection?.disconnect();
  });

  /** What the admin's schedule drawer queues: Payload's schedulePublish job for this editor. */
  const schedulePublish = (id: number, at: Date) =>
    suite.database.payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: at,
      input: { type: 'publish', doc: { relationTo: 'books', value: String(id) }, user: { relationTo: 'editors', value: editorId } },
    } as never);
  const pageTitle = async (id: number, slug: string) => /<h1>([^<]*)<\/h1>/.exec((await app.bare.get(`/books/${slug}-${id}`)).text)?.[1];

  it.each([
    ['with Redis (a BullMQ job scheduler in the worker)', true],
    ['without Redis (a timer in the API process)', false],
  ])('publishes a scheduled draft on time %s, and the page shows it within 5 s', async (_name, withRedis) => {
    const slug = withRedis ? 'the-dispossessed' : 'the-lathe-of-heaven';
    const title = withRedis ? 'The Dispossessed' : 'The Lathe of Heaven';
    const id = await fixture(suite.database.payload, 'books', { title });
    expect(await pageTitle(id, slug)).toBe(title);
    await suite.database.payload.update({ collection: 'books', id, data: { title: `${title}: An Ambiguous Utopia` } as never, draft: true, overrideAccess: true });
    const at = new Date(Date.now() + LEAD_MS);
    await schedulePublish(id, at);

    const job = scheduledPublishingJob(logger);
    expect(job.everyMs).toBe(DEFAULT_PUBLISH_DUE_EVERY_MS);
    const worker = withRedis ? createScheduledPublishingWorker({ connection, redisPrefix: prefix, logger }) : undefined;
    const schedules = withRedis ? await schedulePeriodicJobs([job], { connection, redisPrefix: prefix, logger }) : runPeriodicJobsInProcess([job], logger);
    try {
      // Not before its time: the page keeps the published title.
      while (Date.now() < at.getTime() - 300) {
        expect(await pageTitle(id, slug)).toBe(title);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await waitFor(async () => (await pageTitle(id, slug)) === `${title}: An Ambiguous Utopia`, 8_000);
      expect(Date.now() - at.getTime()).toBeLessThan(5_000);
    } finally {
      await schedules.close();
      await worker?.close();
    }

    // The publish is the scheduling editor's, in the versions.
    const { docs } = await suite.database.payload.findVersions({ collection: 'books', where: { parent: { equals: id } }, sort: '-updatedAt', limit: 1, overrideAccess: true, depth: 0 });
    expect(docs[0]?.version).toMatchObject({ _status: 'published', updatedBy: editorId });
    // Payload deletes a job once it has run: nothing waits for this book any more.
    const { rows } = await app.pool.query(`select id from cms.payload_jobs where input #>> '{doc,value}' = $1 and completed_at is null`, [String(id)]);
    expect(rows).toEqual([]);
  });
});
