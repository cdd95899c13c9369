import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { bootCatalogue, buildCmsConfig, closeCatalogue, migrateCatalogue } from '@starshelf/cms/payload';
import { createPool, runMigrations } from '@starshelf/community-api/seeding';
import pg from 'pg';

type Payload = Awaited<ReturnType<typeof bootCatalogue>>;

// The tests' own config: the only place in seed/test that reads the environment.
const adminUrl = () => process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function asAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Drops a test database once the connections still closing have gone (a forced drop mid-close
 * surfaces as an unhandled FATAL in the pool that is closing). */
export async function dropDatabase(database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await asAdmin(`drop database if exists "${database}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 49) {
        await asAdmin(`drop database if exists "${database}" with (force)`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function createDatabase(database: string): Promise<void> {
  await asAdmin(`create database "${database}"`);
}

export interface TestDatabase {
  databaseUrl: string;
  payload: Payload;
  communityPool: pg.Pool;
  teardown(): Promise<void>;
}

/** A fresh database with the cms and community migrations applied, and the catalogue booted on it. */
export async function startTestDatabase(suite: string): Promise<TestDatabase> {
  const database = `starshelf_seed_test_${suite}_${randomBytes(4).toString('hex')}`;
  await createDatabase(database);
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'starshelf-seed-media-'));

  const payload = await bootCatalogue(buildCmsConfig({ databaseUrl, secret: 'seed-test-secret-not-for-production', mediaDir }));
  await migrateCatalogue(payload);
  const communityPool = createPool(databaseUrl);
  await runMigrations(communityPool);

  return {
    databaseUrl,
    payload,
    communityPool,
    async teardown() {
      await communityPool.end();
      await closeCatalogue();
      await dropDatabase(database);
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
