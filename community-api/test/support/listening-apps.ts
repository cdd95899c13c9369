import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createLogger } from '../../src/lib/logger.js';
import { listenForCatalogueChanges, type CatalogueChanges } from '../../src/modules/catalogue/catalogue-changes.js';
import type { SuiteDatabase } from './suite.js';
import type { TestApp } from './test-app.js';
import type { CatalogueDatabase } from './test-catalogue.js';
import { waitFor } from './wait-for.js';

const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

/** An app that hears the catalogue's notices, one that does not, and a pool to write past Payload (no notice). */
export type ListeningApps = { readonly live: TestApp; readonly unlistened: TestApp; readonly changes: CatalogueChanges; readonly pool: pg.Pool };

/**
 * Registers the suite's hooks: `setUp` creates the fixtures first, then the listener starts and
 * both apps; afterwards the listener and the pool close. Read the fields inside the tests.
 */
export function useListeningApps(suite: SuiteDatabase<CatalogueDatabase>, setUp: () => Promise<void>): ListeningApps {
  let apps: ListeningApps | undefined;
  beforeAll(async () => {
    const pool = new pg.Pool({ connectionString: suite.database.url, max: 2 });
    await setUp();
    const changes = listenForCatalogueChanges(suite.database.url, logger);
    await waitFor(() => changes.isLive());
    apps = { pool, changes, live: await suite.startApp({ catalogueChanges: changes }), unlistened: await suite.startApp() };
  });
  afterAll(async () => {
    await apps?.changes.close();
    await apps?.pool.end();
  });
  const started = () => {
    if (!apps) throw new Error('useListeningApps: read the apps inside a test');
    return apps;
  };
  return {
    get live() {
      return started().live;
    },
    get unlistened() {
      return started().unlistened;
    },
    get changes() {
      return started().changes;
    },
    get pool() {
      return started().pool;
    },
  };
}
