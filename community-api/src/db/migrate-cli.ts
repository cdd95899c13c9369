import { failureReason } from '@starshelf/contract';

import { loadDatabaseUrl } from '../config.js';
import { createPool } from './pool.js';
import { runMigrations } from './migrate.js';

/** `npm run migrate -w @starshelf/community-api`: applies pending migrations and exits. */
async function main(): Promise<void> {
  const pool = createPool(loadDatabaseUrl());
  try {
    await runMigrations(pool);
    console.log('community-api: migrations applied');
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(`community-api migrate: ${failureReason(error)}`);
  process.exit(1);
});
