import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { runMigrations } from '../../src/db/migrate.js';

// An admin URL on a server where test databases may be created (the agreed TEST_DATABASE_URL).
const ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabase = { url: string; drop: () => Promise<void> };

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database per suite, so suites never see each other's data; `drop` removes it. */
export async function createTestDatabase(prefix = 'starshelf_api_test'): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`create database "${name}"`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

/** A fresh database with the community schema migrated, as `npm run migrate` would leave it. */
export async function createMigratedDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    await runMigrations(pool);
  } finally {
    await pool.end();
  }
  return database;
}
