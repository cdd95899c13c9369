import {
  type DescribedTable,
  type ImportDocument,
  type UpsertCounts,
  ImportBatchError,
  assignSlugs,
  authorSpec,
  awardEntrySpec,
  awardSpec,
  bookSpec,
  demoteReplacedPrimaries,
  editionSpec,
  genreSpec,
  importPool,
  readSlugs,
  seriesSpec,
  upsertDocuments,
  writeDescriptions,
} from '@starshelf/cms/catalogue/import';
import { notifyCatalogueChanged } from '@starshelf/cms/catalogue';
import { bookSlug } from '@starshelf/contract';
import type { Pool } from 'pg';

import { composeAuthorBio } from '../compose/author-bio.js';
import { composeAwardDescription } from '../compose/award-description.js';
import { composeGenreDescription } from '../compose/genre-description.js';
import type { LinkContext } from '../compose/link-context.js';
import type { Localized } from '../compose/locale.js';
import { composeSeriesDescription } from '../compose/series-description.js';
import { DataFileError } from '../data/data-file-error.js';
import { dataFiles } from '../data/data-files.js';
import type { Dataset } from '../data/dataset.js';
import { awardEntryDocuments } from './documents/award-entries.js';
import { authorDocuments } from './documents/authors.js';
import { awardDocuments } from './documents/awards.js';
import { bookDocuments } from './documents/books.js';
import { editionDocuments } from './documents/editions.js';
import { genreDocuments } from './documents/genres.js';
import { type ImportKeys, emptyImportKeys, importLinks } from './documents/links.js';
import { seriesDocuments } from './documents/series.js';
import { changesOf } from './summary.js';
import { importBookMoods } from './book-moods.js';
import { importRatings } from './ratings.js';
import { type Reporter, silentReporter } from './reporter.js';
import type { EntitySummary, ImportSummary } from './summary.js';

export interface ImportOptions {
  /** The community schema's pool (imported readers and their ratings). */
  communityPool: Pool;
  reporter?: Reporter;
  now?: Date;
}

type FileKey = keyof typeof dataFiles;

/** A failed batch named by the file and row of its first document. */
function toFileError(dataset: Dataset, file: FileKey, error: unknown, key: (row: never) => number): unknown {
  if (!(error instanceof ImportBatchError)) return error;
  const rows = dataset.tables[file] as never[];
  const index = rows.findIndex((row) => key(row) === error.externalIds[0]);
  return new DataFileError(dataFiles[file].file, index < 0 ? undefined : index + 1, error.message);
}

/** Slugs for every collection, computed before writing so descriptions can link to them. */
async function planSlugs(pool: Pool, dataset: Dataset, keys: ImportKeys): Promise<void> {
  const plan = async (table: keyof ImportKeys['slugs'], items: { externalId: number; source: string }[], fallback: string, toSlug?: (s: string) => string) => {
    keys.slugs[table] = assignSlugs(await readSlugs(pool, table), items, { fallback, toSlug });
  };
  await plan('genres', dataset.tables.genres.map((g) => ({ externalId: g.genreId, source: g.slug })), 'genre');
  await plan('authors', dataset.tables.authors.map((a) => ({ externalId: a.authorId, source: a.slug })), 'author');
  await plan('series', dataset.tables.series.map((s) => ({ externalId: s.seriesId, source: s.slug })), 'series');
  await plan('awards', dataset.tables.awards.map((a) => ({ externalId: a.awardId, source: a.slug })), 'award');
  await plan('books', dataset.tables.books.map((b) => ({ externalId: b.bookId, source: b.title })), 'unknown-book', (t) => bookSlug(t));
}

/**
 * Imports the whole data set into the catalogue and the community schema, in dependency order.
 * Every step compares before it writes, so a second run reports zero changes.
 */
export async function runImport(dataset: Dataset, options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const reporter = options.reporter ?? silentReporter;
  const pool = await importPool();
  const keys = emptyImportKeys();
  const entities: EntitySummary[] = [];

  const step = async (entity: string, total: number, run: (progress: (done: number) => void) => Promise<UpsertCounts>) => {
    const t0 = performance.now();
    const progress = reporter.start(entity, total);
    try {
      const counts = await run((done) => progress.update(done));
      progress.update(total);
      entities.push({ entity, total, ...counts, ms: Math.round(performance.now() - t0) });
    } finally {
      progress.stop();
    }
  };

  const upsert = async (
    entity: string,
    file: FileKey,
    key: (row: never) => number,
    spec: Parameters<typeof upsertDocuments>[1],
    docs: ImportDocument[],
    ids: Map<number, number> | undefined,
    extra: Partial<Parameters<typeof upsertDocuments>[3]> = {},
  ) =>
    step(entity, docs.length, async (onProgress) => {
      try {
        const result = await upsertDocuments(pool, spec, docs, { onProgress, ...extra });
        if (ids) for (const [externalId, id] of result.ids) ids.set(externalId, id);
        return result;
      } catch (error) {
        throw toFileError(dataset, file, error, key);
      }
    });

  await planSlugs(pool, dataset, keys);

  // Parents first: a level-2 genre stores its parent's Payload id.
  await step('genres', dataset.tables.genres.length, async (onProgress) => {
    const totals = { created: 0, updated: 0, unchanged: 0 };
    for (const level of [1, 2]) {
      const docs = genreDocuments(dataset, keys, level);
      const result = await upsertDocuments(pool, genreSpec, docs, { onProgress }).catch((error: unknown) => {
        throw toFileError(dataset, 'genres', error, (r: { genreId: number }) => r.genreId);
      });
      for (const [externalId, id] of result.ids) keys.ids.genres.set(externalId, id);
      totals.created += result.created;
      totals.updated += result.updated;
      totals.unchanged += result.unchanged;
    }
    return totals;
  });
  await upsert('authors', 'authors', (r: { authorId: number }) => r.authorId, authorSpec, authorDocuments(dataset, keys), keys.ids.authors);
  await upsert('series', 'series', (r: { seriesId: number }) => r.seriesId, seriesSpec, seriesDocuments(dataset, keys), keys.ids.series);
  await upsert('awards', 'awards', (r: { awardId: number }) => r.awardId, awardSpec, awardDocuments(dataset, keys), keys.ids.awards);
  await upsert('books', 'books', (r: { bookId: number }) => r.bookId, bookSpec, bookDocuments(dataset, keys), keys.ids.books);
  // All editions in one transaction: a primary may move between editions of different batches.
  await upsert('editions', 'editions', (r: { editionId: number }) => r.editionId, editionSpec, editionDocuments(dataset, keys, options.now), undefined, {
    batchSize: Number.MAX_SAFE_INTEGER,
    beforeWrite: (client, docs) => demoteReplacedPrimaries(client, docs),
  });
  await upsert('award entries', 'awardEntries', (r: { entryId: number }) => r.entryId, awardEntrySpec, awardEntryDocuments(dataset, keys), undefined);

  await writeAllDescriptions(pool, dataset, keys, step);
  await importRatings(dataset, keys, options.communityPool, step);
  await importBookMoods(pool, dataset, keys, step);

  const summary = { entities, totalMs: performance.now() - started };
  // The bulk writers bypass Payload's hooks: the community API hears of the new catalogue here and
  // drops the pages it rendered before (decision 086), e.g. while `npm start` was still seeding.
  if (changesOf(summary) > 0) await notifyCatalogueChanged(pool, 'import');
  return summary;
}

type Step = (entity: string, total: number, run: (progress: (done: number) => void) => Promise<UpsertCounts>) => Promise<void>;

/** Bios and descriptions link to pages by the slugs and ids the documents now have. */
async function writeAllDescriptions(pool: Pool, dataset: Dataset, keys: ImportKeys, step: Step): Promise<void> {
  const links = importLinks(keys);
  const sets: [DescribedTable, Map<number, number>, number[], (id: number, ctx: LinkContext) => Localized][] = [
    ['genres', keys.ids.genres, dataset.tables.genres.map((g) => g.genreId), (id, ctx) => composeGenreDescription(dataset, id, ctx)],
    ['authors', keys.ids.authors, dataset.tables.authors.map((a) => a.authorId), (id, ctx) => composeAuthorBio(dataset, id, ctx)],
    ['series', keys.ids.series, dataset.tables.series.map((s) => s.seriesId), (id, ctx) => composeSeriesDescription(dataset, id, ctx)],
    ['awards', keys.ids.awards, dataset.tables.awards.map((a) => a.awardId), (id, ctx) => composeAwardDescription(dataset, id, ctx)],
  ];
  const total = sets.reduce((sum, [, , externalIds]) => sum + externalIds.length, 0);
  await step('descriptions', total, async (onProgress) => {
    let done = 0;
    let updated = 0;
    for (const [table, ids, externalIds, compose] of sets) {
      const rows = externalIds.map((externalId) => ({
        id: ids.get(externalId) as number,
        externalId,
        texts: compose(externalId, links),
      }));
      const result = await writeDescriptions(pool, table, rows, { onProgress: (n) => onProgress(done + n) });
      done += rows.length;
      updated += result.updated;
    }
    return { created: 0, updated, unchanged: total - updated };
  });
}
