// The README's backup and restore, run against this machine's PostgreSQL: `pg_dump -Fc` of the
// whole database, `pg_restore --no-owner --exit-on-error` into an empty one, and the restored copy
// holds every row of both schemas and needs no migration. Needs pg_dump and pg_restore of the
// server's major version on PATH (the system PostgreSQL has them; the embedded fallback does not).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { createPool, runMigrations } from '@starshelf/community-api/seeding';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runImport } from '../src/import/run-import.js';
import { fixtureDataset } from './fixture.js';
import { type TestDatabase, createDatabase, dropDatabase, startTestDatabase } from './helpers/test-database.js';

const run = promisify(execFile);

async function majorVersionOf(tool: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(tool, ['--version']);
    return Number(/(\d+)\.\d+/.exec(stdout)?.[1]);
  } catch {
    return undefined;
  }
}

async function rowCounts(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_schema in ('cms', 'community') and table_type = 'BASE TABLE' order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ count: string }>(`select count(*) from ${name}`);
      counts[name] = Number(rows[0]?.count);
    }
    return counts;
  } finally {
    await client.end();
  }
}

describe('backup with pg_dump and restore into an empty database', () => {
  let db: TestDatabase;
  let serverMajor = 0;
  let dumpMajor: number | undefined;
  let restoreMajor: number | undefined;

  beforeAll(async () => {
    db = await startTestDatabase('backup');
    await runImport(fixtureDataset(), { communityPool: db.communityPool });
    const { rows } = await db.communityPool.query<{ version: string }>(`select current_setting('server_version_num') as version`);
    serverMajor = Math.floor(Number(rows[0]?.version) / 10_000);
    [dumpMajor, restoreMajor] = await Promise.all([majorVersionOf('pg_dump'), majorVersionOf('pg_restore')]);
  }, 180_000);

  afterAll(async () => {
    await db?.teardown();
  });

  it('restores every row of both schemas, and the copy needs no migration', async (context) => {
    if (dumpMajor !== serverMajor || restoreMajor !== serverMajor) {
      context.skip(`pg_dump ${dumpMajor ?? 'absent'} / pg_restore ${restoreMajor ?? 'absent'} for server ${serverMajor}`);
    }
    const sourceUrl = db.databaseUrl;
    const dir = await mkdtemp(path.join(tmpdir(), 'starshelf-backup-'));
    const target = new URL(sourceUrl);
    target.pathname = `${target.pathname}_restored`;
    const targetName = target.pathname.slice(1);
    try {
      const dump = path.join(dir, 'starshelf.dump');
      await run('pg_dump', ['--dbname', sourceUrl, '-Fc', '-f', dump]);
      await createDatabase(targetName);
      await run('pg_restore', ['--dbname', target.toString(), '--no-owner', '--exit-on-error', dump]);

      const [before, after] = await Promise.all([rowCounts(sourceUrl), rowCounts(target.toString())]);
      expect(Object.keys(before).length).toBeGreaterThan(20);
      expect(before['cms.books']).toBeGreaterThan(0);
      expect(before['community.book_ratings']).toBeGreaterThan(0);
      expect(after).toEqual(before);

      const restored = createPool(target.toString());
      try {
        const { rows } = await restored.query<{ count: string }>('select count(*) from community.__drizzle_migrations');
        await runMigrations(restored);
        const { rows: afterMigrating } = await restored.query<{ count: string }>('select count(*) from community.__drizzle_migrations');
        expect(Number(afterMigrating[0]?.count)).toBe(Number(rows[0]?.count));
      } finally {
        await restored.end();
      }
    } finally {
      await dropDatabase(targetName);
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
