import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Pool } from './pool.js';

// Resolved from this file, so it works from src/ (tsx) and dist/ alike.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Applies the committed SQL migrations of the `community` schema. Run once as its own step before
 * the API and worker start (two processes migrating at once would race).
 */
export async function runMigrations(pool: Pool): Promise<void> {
  await migrate(drizzle(pool), {
    migrationsFolder: MIGRATIONS_FOLDER,
    migrationsSchema: 'community',
    migrationsTable: '__drizzle_migrations',
  });
}
