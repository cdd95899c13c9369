// Members written straight into the stack's database: a spec that needs a hundred accounts (a spam
// wave) cannot register them through the API, whose sign-up limits exist to stop exactly that.
import pg from 'pg';
import { databaseUrl } from './config.js';
import { MEMBERS } from './fixtures.js';

export type BulkMember = { id: string; email: string; displayName: string };

/** Whether this run can write members directly (the stack's database is its own). */
export function canWriteMembers(): boolean {
  return databaseUrl() !== undefined;
}

async function withClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = databaseUrl();
  if (!url) throw new Error('E2E_DATABASE_URL is not published: the stack runs on a database this run did not create');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * `count` verified members named `<label> 1…count`, with addresses `<label>-<n>@spam.test`, who sign
 * in with the seeded members' password (their password hash is copied from the seeded normal member).
 * Each gets the review `reviewText` on `bookId` when given.
 */
export async function createMembers(label: string, count: number, review?: { bookId: number; text: string; rating: number }): Promise<BulkMember[]> {
  return withClient(async (client) => {
    await client.query('BEGIN');
    try {
      const created = await client.query<{ id: string; email: string; first_name: string; last_name: string }>(
        `INSERT INTO community.users (email, password_hash, first_name, last_name, role, locale, email_verified_at)
         SELECT $1 || '-' || n || '@spam.test', source.password_hash, $1, n::text, 'NORMAL_USER', 'en', now()
           FROM generate_series(1, $2::int) AS n, (SELECT password_hash FROM community.users WHERE lower(email) = $3) AS source
         RETURNING id, email, first_name, last_name`,
        [label, count, MEMBERS.normal],
      );
      if (created.rowCount !== count) throw new Error(`created ${created.rowCount} of ${count} members`);
      if (review) {
        await client.query(
          `INSERT INTO community.book_ratings (user_id, book_id, rating, review)
           SELECT id, $2, $3, $4 || ' (' || email || ')' FROM community.users WHERE id = ANY($1::uuid[])`,
          [created.rows.map((row) => row.id), review.bookId, review.rating, review.text],
        );
      }
      await client.query('COMMIT');
      return created.rows.map((row) => ({ id: row.id, email: row.email, displayName: `${row.first_name} ${row.last_name}` }));
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  });
}
