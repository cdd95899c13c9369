import { afterAll, beforeAll } from 'vitest';

import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';
import type { TestDatabase } from './test-database.js';

type AppOptions = Omit<TestAppOptions, 'databaseUrl'>;

export type SuiteDatabase<D extends TestDatabase> = {
  readonly database: D;
  /** Starts an app on the suite's database; it is closed with the suite. */
  startApp: (options?: AppOptions) => Promise<TestApp>;
};

/** A fresh database for the whole suite (dropped after it) and the apps the suite starts on it. */
export function useSuiteDatabase<D extends TestDatabase>(createDatabase: () => Promise<D>): SuiteDatabase<D> {
  let database: D | undefined;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    database = await createDatabase();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.drop();
  });
  return {
    get database() {
      if (!database) throw new Error('the suite database exists only inside the suite\'s hooks and tests');
      return database;
    },
    startApp: async (options = {}) => {
      const app = await startTestApp({ ...options, databaseUrl: (database as D).url });
      apps.push(app);
      return app;
    },
  };
}

export type SuiteApp<D extends TestDatabase> = { readonly database: D; readonly app: TestApp };

/**
 * One app on a fresh database for the whole suite. Registered before the suite's own hooks, so a
 * suite's `beforeAll` can already use `database` and `app`.
 */
export function useSuiteApp<D extends TestDatabase>(createDatabase: () => Promise<D>, options: AppOptions = {}): SuiteApp<D> {
  const suite = useSuiteDatabase(createDatabase);
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await suite.startApp(options);
  });
  return {
    get database() {
      return suite.database;
    },
    get app() {
      if (!app) throw new Error('the suite app exists only inside the suite\'s hooks and tests');
      return app;
    },
  };
}
