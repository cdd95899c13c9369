import { pageOffset, paged, type Paged } from '@starshelf/contract';
import { catalogueQuery } from '../sql.js';

/**
 * How a caller keeps a list's total between changes of the catalogue (decision 135): `key` names the
 * count statement and its values; `count` counts afresh. A million-book list is counted once per
 * change rather than on every page asked for.
 */
export type CountKeeper = (key: string, count: () => Promise<number>) => Promise<number>;

/**
 * The keeper of a caller that shows no total (the start page's rows of authors and series): nothing
 * is counted, and the answer's `total` and `hasMore` say nothing. Counting 126,000 public authors
 * took 24 ms of each start page built at a million books (bench/results/scale.md).
 */
export const NO_TOTAL: CountKeeper = async () => 0;

const countOf = (statement: string, values: readonly unknown[]) => async () => {
  const counted = await catalogueQuery<{ total: string }>(statement, [...values]);
  return Number(counted[0]?.total ?? 0);
};

/** The total of a list: kept by `keep` when the caller gives one, else counted. */
export function totalOf(statement: string, values: readonly unknown[], keep: CountKeeper | undefined): Promise<number> {
  const count = countOf(statement, values);
  return keep ? keep(JSON.stringify([statement, values]), count) : count();
}

/**
 * One page of a filtered list chosen by id, then dressed: the `ids` statement (the filters, planned
 * for the values at hand) picks the page's ids and `count` counts the list, in parallel; `dress`
 * turns those few ids into items by a prepared statement, whose large select list is planned once
 * per connection rather than on every call. `values` are the filters' parameters, shared by both
 * statements; the ids statement takes the limit and the offset as the two placeholders after them.
 */
export async function pagedByIds<Item>(
  statements: { ids: string; count: string },
  values: readonly unknown[],
  page: { page: number; limit: number },
  dress: (ids: readonly number[]) => Promise<Item[]>,
  keep?: CountKeeper,
): Promise<Paged<Item>> {
  const [rows, total] = await Promise.all([
    catalogueQuery<{ id: number }>(statements.ids, [...values, page.limit, pageOffset(page.page, page.limit)]),
    totalOf(statements.count, values, keep),
  ]);
  return paged(await dress(rows.map((row) => row.id)), total, page.page, page.limit);
}

/** The items of `ids` in the order asked; ids the rows do not hold (no longer in the catalogue) are left out. */
export function inOrderAsked<Row extends { id: number }, Item>(ids: readonly number[], rows: readonly Row[], toItem: (row: Row) => Item): Item[] {
  const byId = new Map(rows.map((row) => [row.id, toItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
