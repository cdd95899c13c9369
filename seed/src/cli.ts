import { parseArgs } from 'node:util';

import { notifyCatalogueChanged, rebuildSearchIndex } from '@starshelf/cms/catalogue';
import { failureReason } from '@starshelf/contract';
import { analyzeCatalogue, catalogueState, importPool, wipeCatalogue } from '@starshelf/cms/catalogue/import';
import { bootCatalogue, closeCatalogue } from '@starshelf/cms/payload';
import {
  createPool,
  deleteCatalogueReferences,
  deleteImportedReaders,
  isCommunityMigrated,
} from '@starshelf/community-api/seeding';

import { seedConfig } from './config.js';
import { findBrokenReferences } from './data/check-references.js';
import { loadDataset } from './data/load-dataset.js';
import { ensureDevAccounts, formatDevAccounts } from './dev-accounts.js';
import { runImport } from './import/run-import.js';
import { consoleReporter } from './import/reporter.js';
import { changesOf, formatSummary } from './import/summary.js';
import { runSyntheticCommand } from './synthetic/command.js';

const USAGE = `Usage: npm run seed [-- --reset | --if-empty]
       npm run seed -- synthetic [--books N] [--seed S]
  --reset     wipe the catalogue, the imported readers and all ratings, then import again
  --if-empty  import only when the catalogue has no books (what npm start runs)
  synthetic   add N synthetic books (default 1,000,000) with authors, editions and ratings after the
              real catalogue, for measurements; deterministic per seed (default 1), resumable`;

const { values, positionals } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    'if-empty': { type: 'boolean', default: false },
    books: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '1' },
    help: { type: 'boolean', default: false },
  },
  allowPositionals: true,
  strict: true,
});

async function main(): Promise<void> {
  if (values.help) return void console.log(USAGE);
  if (positionals.length > 0 && positionals.join(' ') !== 'synthetic') throw new Error(`Unknown command ${positionals.join(' ')}\n${USAGE}`);
  const config = seedConfig();
  if (positionals[0] === 'synthetic') return runSyntheticCommand(values.books, values.seed);
  const communityPool = createPool(config.databaseUrl);
  try {
    // The catalogue's bulk writers share Payload's pool: one set of connections for both ways of writing.
    await bootCatalogue();
    const pool = await importPool();
    const state = await catalogueState(pool);
    if (!state.isMigrated || !(await isCommunityMigrated(communityPool))) {
      throw new Error(
        'The database has no catalogue or community tables: apply the migrations first ' +
          '(npm start does; or npm run migrate -w @starshelf/cms and npm run migrate -w @starshelf/community-api).',
      );
    }

    if (values['if-empty'] && state.books > 0 && !values.reset) {
      console.log(`The catalogue holds ${state.books} books: nothing to import (--if-empty).`);
    } else {
      if (values.reset) {
        await wipeCatalogue(pool);
        const readers = await deleteImportedReaders(communityPool);
        await deleteCatalogueReferences(communityPool);
        await notifyCatalogueChanged(pool, 'reset');
        console.log(`Reset: catalogue wiped, ${readers} imported readers and all ratings removed.`);
      }
      const dataset = await loadDataset();
      const problems = findBrokenReferences(dataset);
      if (problems.length > 0) throw new Error(`The data set has broken references:\n${problems.slice(0, 20).join('\n')}`);

      const summary = await runImport(dataset, { communityPool, reporter: consoleReporter() });
      if (changesOf(summary) > 0) {
        // The bulk writers skip the hooks that keep the search index current.
        const t0 = performance.now();
        const { documents } = await rebuildSearchIndex();
        console.log(`Search index rebuilt: ${documents} documents in ${Math.round(performance.now() - t0)} ms.`);
        await analyzeCatalogue(pool);
      }
      console.log(`\n${formatSummary(summary)}`);
    }

    if (config.devAccounts) console.log(`\n${formatDevAccounts(await ensureDevAccounts(communityPool, config.devAccounts))}`);
  } finally {
    await communityPool.end();
    await closeCatalogue();
  }
}

try {
  await main();
} catch (error) {
  console.error(`Seed failed: ${failureReason(error)}`);
  process.exitCode = 1;
}
