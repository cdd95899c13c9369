import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../src/db/migrate.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

// Every migration drizzle-kit generated is recorded once, however many there are.
const journal = JSON.parse(readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };

describe('community migrations', () => {
  let database: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('creates the community schema with its tables and can run again without change', async () => {
    await runMigrations(pool);
    await runMigrations(pool);
    const { rows } = await pool.query(
      "select table_name from information_schema.tables where table_schema = 'community' order by table_name",
    );
    expect(rows.map((row) => row.table_name)).toEqual([
      '__drizzle_migrations',
      'admin_audit_log',
      'analytics_daily',
      'analytics_events',
      'analytics_monthly',
      'author_ratings',
      'book_ratings',
      'imports',
      'newsletter_subscriptions',
      'pending_registrations',
      'reading_list_entries',
      'sessions',
      'users',
      'verification_tokens',
    ]);
    const applied = await pool.query('select count(*)::int as n from community.__drizzle_migrations');
    expect(applied.rows[0].n).toBe(journal.entries.length);
  });

  it('keeps emails unique case-insensitively and allows many imported readers without one', async () => {
    await pool.query("insert into community.users (email) values ('Reader@Example.org')");
    await expect(pool.query("insert into community.users (email) values ('reader@example.ORG')")).rejects.toThrow(/users_email_lower_key/);
    await pool.query("insert into community.users (external_id) values ('r1'), ('r2')");
  });

  it('refuses an unknown role', async () => {
    await expect(pool.query("insert into community.users (email, role) values ('x@example.org', 'GOD')")).rejects.toThrow(/users_role_check/);
  });
});
