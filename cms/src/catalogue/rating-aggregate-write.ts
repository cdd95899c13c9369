import { recomputeRatingAggregates, setRatingAggregates } from './rating-aggregates.js';

export type RatedKind = 'books' | 'authors';

/**
 * Writes one item's denormalised rating aggregate (the ratings themselves are the truth, in the
 * community schema): the rating job's write. Idempotent, so a repeated or late job is harmless.
 */
export async function writeRatingAggregate(kind: RatedKind, id: number, average: number | null, count: number): Promise<void> {
  await setRatingAggregates(kind, [{ id, average, count }]);
}

/**
 * The reconcile's write: every rated item gets its aggregate from `rows`, every other one is
 * reset to no rating. Returns how many rows changed.
 */
export async function replaceRatingAggregates(
  kind: RatedKind,
  rows: readonly { id: number; average: number | null; count: number }[],
): Promise<number> {
  const { updated } = await recomputeRatingAggregates(kind, rows);
  return updated;
}
