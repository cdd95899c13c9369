// The page cache's revision (decision 086) from real notices on a real PostgreSQL: an edit makes a
// new revision at once; the rating aggregates' notices, which come with every rating, are gathered.
import { notifyAggregatesChanged, notifyCatalogueChanged } from '@starshelf/cms/catalogue';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import { listenForCatalogueChanges, type CatalogueChanges } from '../src/modules/catalogue/catalogue-changes.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { waitFor } from './support/wait-for.js';

const WINDOW_MS = 1_500;
const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the catalogue change listener', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let changes: CatalogueChanges;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    changes = listenForCatalogueChanges(database.url, logger, { aggregatesRefreshMs: WINDOW_MS });
    await waitFor(() => changes.isLive());
  });
  afterAll(async () => {
    await changes?.close();
    await pool?.end();
    await database?.drop();
  });

  /** No change for a whole window: the next aggregate notice counts at once. */
  const quietSpell = () => sleep(WINDOW_MS + 100);

  it('makes a new revision for every edit, at once', async () => {
    const start = changes.revision();
    await notifyCatalogueChanged(pool, 'books');
    await notifyCatalogueChanged(pool, 'authors');
    await waitFor(() => changes.revision() === start + 2, WINDOW_MS / 2);
  });

  it('makes a new revision at once for new aggregates after a quiet spell', async () => {
    await quietSpell();
    const start = changes.revision();
    await notifyAggregatesChanged(pool, 'books');
    await waitFor(() => changes.revision() === start + 1, WINDOW_MS / 2);
  });

  it('gathers a burst of aggregate notices into one more revision at the end of the window', async () => {
    await quietSpell();
    const start = changes.revision();
    for (let rating = 0; rating < 12; rating += 1) await notifyAggregatesChanged(pool, rating % 2 ? 'books' : 'series');
    await waitFor(() => changes.revision() === start + 1, WINDOW_MS / 2);
    await waitFor(() => changes.revision() === start + 2, WINDOW_MS * 2);
    await sleep(WINDOW_MS + 200);
    expect(changes.revision()).toBe(start + 2);
  });

  it('lets an edit cover the aggregates it gathered: no second revision follows', async () => {
    await quietSpell();
    const start = changes.revision();
    await notifyAggregatesChanged(pool, 'books');
    await waitFor(() => changes.revision() === start + 1, WINDOW_MS / 2);
    await notifyAggregatesChanged(pool, 'authors');
    await notifyCatalogueChanged(pool, 'books');
    await waitFor(() => changes.revision() === start + 2, WINDOW_MS / 2);
    await sleep(WINDOW_MS + 200);
    expect(changes.revision()).toBe(start + 2);
  });
});
