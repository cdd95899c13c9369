// `npm run migrate -w @starshelf/cms`: applies the committed migrations, then checks that every one of
// them is recorded. The payload CLI is not used for this: it loads the admin config with the Lexical
// editor, and under plain Node 20 that module graph sometimes never settles, so `payload migrate`
// exited 0 having done nothing (measured: 2 of 7 runs on a fresh database).
import { failureReason } from '@starshelf/contract';
import { sql } from 'drizzle-orm';

import { closeCatalogue, getCatalogue, migrateCatalogue } from '../catalogue/index.js';
import { migrations } from '../migrations/index.js';

type Drizzle = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: { count: string }[] }> };

async function main(): Promise<void> {
  const payload = await getCatalogue();
  await migrateCatalogue(payload);
  const { drizzle } = payload.db as unknown as { drizzle: Drizzle };
  const result = await drizzle.execute(sql`select count(distinct name) as count from cms.payload_migrations where batch > 0`);
  const applied = Number(result.rows[0]?.count ?? 0);
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
