// `npm run migrate -w @starshelf/cms`: applies the committed migrations, then checks that every one of
// them is recorded. The payload CLI is not used for this: it loads the admin config with the Lexical
// editor, and under plain Node 20 that module graph sometimes never settles, so `payload migrate`
// exited 0 having done nothing (measured: 2 of 7 runs on a fresh database).
import { failureReason } from '@starshelf/contract';
import { sql } from 'drizzle-orm';

import { executorFor } from '../database/request-sql.js';
import { migrations } from '../migrations/index.js';
import { closeCatalogue, getCatalogue, migrateCatalogue } from '../payload/index.js';

async function main(): Promise<void> {
  const payload = await getCatalogue();
  await migrateCatalogue(payload);
  const executor = await executorFor(payload);
  const result = await executor.execute(sql`select count(distinct name) as count from cms.payload_migrations where batch > 0`);
  const applied = Number((result.rows as { count: string }[])[0]?.count ?? 0);
  if (applied < migrations.length) {
    throw new Error(`cms migrations incomplete: ${applied} of ${migrations.length} recorded`);
  }
  console.log(`[cms] migrations applied (${applied} of ${migrations.length})`);
}

try {
  await main();
} catch (error) {
  console.error(`[cms] migration failed: ${failureReason(error)}`);
  process.exitCode = 1;
} finally {
  await closeCatalogue();
}
