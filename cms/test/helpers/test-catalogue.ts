import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';
import type { Payload } from 'payload';
import { afterAll, beforeAll } from 'vitest';

import { bootCatalogue, buildCmsConfig, closeCatalogue, type CmsConfigOptions, migrateCatalogue } from '../../src/payload/index.js';
import type { Editor } from '../../src/payload-types.js';
import { testAdminUrl } from './test-env.js';

export type TestCatalogue = {
  payload: Payload;
  editor: Editor;
  databaseUrl: string;
  teardown: () => Promise<void>;
};

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testAdminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops the suite's database once the closing pool's connections are gone. A forced drop while one
 * is still ending kills it, and its FATAL surfaces as an unhandled error that fails the run.
 */
async function dropWhenClosed(database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await admin((client) => client.query(`DROP DATABASE IF EXISTS "${database}"`));
      return;
    } catch (error) {
      // 55006: the database is still being accessed; wait for the connections to finish closing.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin((client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
}

/** A fresh database with the committed migrations applied, and one editor to act as. */
export async function startTestCatalogue(suite: string, options: Pick<CmsConfigOptions, 'richText'> = {}): Promise<TestCatalogue> {
  const database = `starshelf_cms_test_${suite}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE "${database}"`));
  const databaseUrl = withDatabase(testAdminUrl(), database);
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'starshelf-media-'));

  const config = buildCmsConfig({ databaseUrl, secret: 'test-secret-not-for-production', mediaDir, ...options });
  const payload = await bootCatalogue(config);
  await migrateCatalogue(payload);
  const editor = await payload.create({
    collection: 'editors',
    data: { email: `editor-${suite}@starshelf.test`, password: 'Correct-Horse-9!', name: 'Test Editor' },
    overrideAccess: true,
  });

  return {
    payload,
    editor,
    databaseUrl,
    teardown: async () => {
      await closeCatalogue();
      await dropWhenClosed(database);
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/**
 * The suite's catalogue, started before its tests (ahead of the suite's own hooks) and torn down
 * after them. Its fields are read when a hook or test runs.
 */
export function useTestCatalogue(suite: string, options: Pick<CmsConfigOptions, 'richText'> = {}): Omit<TestCatalogue, 'teardown'> {
  let started: TestCatalogue | undefined;
  beforeAll(async () => {
    started = await startTestCatalogue(suite, options);
  });
  afterAll(async () => {
    await started?.teardown();
  });
  const current = (): TestCatalogue => {
    if (!started) throw new Error('the test catalogue exists only inside the suite\'s hooks and tests');
    return started;
  };
  return {
    get payload() {
      return current().payload;
    },
    get editor() {
      return current().editor;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
  };
}
