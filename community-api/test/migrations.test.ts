import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, runMigrations } from '../src/db/migrate.js';
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
      'author_rating_totals',
      'author_ratings',
      'book_rating_totals',
      'book_ratings',
      'imports',
      'newsletter_subscriptions',
      'pending_registrations',
      'reading_list_entries',
      'review_reports',
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

  it('keeps accounts that already shared a mailbox when the mailbox key arrives (0007), and refuses new ones', async () => {
    const older = await createTestDatabase();
    const olderPool = new pg.Pool({ connectionString: older.url, max: 2 });
    const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    try {
      // The migrations before the mailbox key, then members that share mailboxes, then the rest.
      cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
      const before = journal.entries.slice(0, 7);
      writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: before }));
      const options = { migrationsFolder: folder, migrationsSchema: 'community', migrationsTable: '__drizzle_migrations' };
      await migrate(drizzle(olderPool), options);
      await olderPool.query(
        `insert into community.users (email, email_verified_at, created_at) values
           ('john.doe@gmail.com', null, now() - interval '2 days'), ('johndoe+x@googlemail.com', now(), now() - interval '1 day'),
           ('amy+1@outlook.com', null, now() - interval '3 days'), ('amy@outlook.com', null, now())`,
      );
      const [disabled] = (await olderPool.query("insert into community.users (email, disabled_at) values ('gone@example.org', now()) returning id")).rows;
      await olderPool.query("insert into community.book_ratings (user_id, book_id, rating, review) values ($1, 1, 5, 'spam'), ($1, 2, 4, null)", [disabled.id]);
      await runMigrations(olderPool);
      // A member disabled before is suspended like any other: their texts are hidden.
      const ratings = await olderPool.query('select book_id, hidden_for, hidden_reason from community.book_ratings where user_id = $1 order by book_id', [disabled.id]);
      expect(ratings.rows).toEqual([
        { book_id: 1, hidden_for: 'suspension', hidden_reason: 'account suspended' },
        { book_id: 2, hidden_for: null, hidden_reason: null },
      ]);
      await olderPool.query('delete from community.users where id = $1', [disabled.id]);
      const { rows } = await olderPool.query('select email, mailbox_key from community.users order by email');
      expect(rows).toEqual([
        { email: 'amy+1@outlook.com', mailbox_key: 'amy@outlook.com' },
        { email: 'amy@outlook.com', mailbox_key: null },
        { email: 'john.doe@gmail.com', mailbox_key: null },
        { email: 'johndoe+x@googlemail.com', mailbox_key: 'johndoe@gmail.com' },
      ]);
      await expect(olderPool.query("insert into community.users (email) values ('J.O.H.N.D.O.E@gmail.com')")).rejects.toThrow(/users_mailbox_key/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await olderPool.end();
      await older.drop();
    }
  });
});
