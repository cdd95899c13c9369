import type { UpsertCounts } from '@starshelf/cms/catalogue/import';
import { aggregatesFromSums, recomputeRatingAggregates, refreshSeriesRatings } from '@starshelf/cms/catalogue';
import { ratingSums, upsertBookRatings, upsertImportedReaders } from '@starshelf/community-api/seeding';
import type { Pool } from 'pg';

import type { Dataset } from '../data/dataset.js';
import { type ImportKeys, requireId } from './documents/links.js';

type Step = (entity: string, total: number, run: (progress: (done: number) => void) => Promise<UpsertCounts>) => Promise<void>;

/**
 * The ratings as ratings of imported reader accounts (no email, no password: they cannot sign
 * in), then the books' and authors' averages. Both follow the community API's definition (its
 * rating reconcile rewrites anything else): an author's average is over the author's own ratings,
 * which the data set has none of, so imported authors start unrated.
 */
export async function importRatings(dataset: Dataset, keys: ImportKeys, communityPool: Pool, step: Step): Promise<void> {
  const ratings = dataset.tables.ratings;
  let userIds = new Map<number, string>();
  const readers = new Set(ratings.map((r) => r.userId)).size;
  await step('readers', readers, async (onProgress) => {
    const result = await upsertImportedReaders(communityPool, ratings.map((r) => r.userId));
    userIds = result.userIds;
    onProgress(readers);
    return { created: result.created, updated: 0, unchanged: result.unchanged };
  });

  await step('ratings', ratings.length, (onProgress) =>
    upsertBookRatings(
      communityPool,
      ratings.map((r) => ({
        userId: userIds.get(r.userId) as string,
        bookId: requireId(keys.ids.books, r.bookId, 'book'),
        rating: r.rating,
      })),
      { onProgress },
    ),
  );

  for (const kind of ['books', 'authors'] as const) {
    const aggregates = aggregatesFromSums(await ratingSums(communityPool, kind));
    await step(`${kind === 'books' ? 'book' : 'author'} ratings avg`, dataset.tables[kind].length, async () => {
      const result = await recomputeRatingAggregates(kind, aggregates);
      return { created: 0, ...result };
    });
  }
  // A series' rating follows from its books' (weighted by their counts).
  await step('series ratings avg', dataset.tables.series.length, async () => {
    const updated = await refreshSeriesRatings();
    return { created: 0, updated, unchanged: dataset.tables.series.length - updated };
  });
}
