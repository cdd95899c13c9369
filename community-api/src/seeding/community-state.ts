import type { Pool } from 'pg';

/** Whether the community migrations have run (the seeder never migrates; `npm start` does). */
export async function isCommunityMigrated(pool: Pool): Promise<boolean> {
  const { rows } = await pool.query<{ users: string | null; ratings: string | null }>(
    `select to_regclass('community.users')::text as users, to_regclass('community.book_ratings')::text as ratings`,
  );
  return Boolean(rows[0]?.users && rows[0].ratings);
}
