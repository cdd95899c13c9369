import { afterAll, beforeAll } from 'vitest';

import { startMailCapture, type MailCapture } from './mail-capture.js';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';
import { createMigratedDatabase, type TestDatabase } from './test-database.js';

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

export type MailSuiteApp = SuiteApp<TestDatabase> & { readonly mail: MailCapture };

/**
 * One app on a fresh migrated database whose mail goes to a capture server; everything is closed
 * with the suite. The options may close over the suite's own clock (`clock: () => new Date(now)`).
 */
export function useMailSuiteApp(options: Omit<AppOptions, 'smtpPort'> = {}): MailSuiteApp {
  const suite = useSuiteDatabase(createMigratedDatabase);
  let mail: MailCapture | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    mail = await startMailCapture();
    app = await suite.startApp({ ...options, smtpPort: mail.port });
  });
  afterAll(async () => {
    await mail?.close();
  });
  return {
    get database() {
      return suite.database;
    },
    get app() {
      if (!app) throw new Error('the suite app exists only inside the suite\'s hooks and tests');
      return app;
    },
    get mail() {
      if (!mail) throw new Error('the suite mail capture exists only inside the suite\'s hooks and tests');
      return mail;
    },
  };
}
