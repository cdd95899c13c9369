import type { Locale } from '@starshelf/contract';

import { afterKeysOf, decodeKeys, documentNameKey, encodeKeys, type Key, type KeyOrder, keyColumnsOf, orderByKeys } from './list-keys.js';

/**
 * The keys each order of the books list sorts by, and the cursor that lets the next page start
 * after the last book a reader was shown (decision 151; how keys become SQL and cursors is in
 * list-keys.ts). A missing year, date or rating sorts last in every order (docs/rules.md). The
 * indexes (migration 20261231_140000_list_keys) hold exactly these expressions; the migration keeps
 * a frozen copy and `cms/test/list-orders.test.ts` fails when the two drift apart.
 */

export const BOOK_SORTS = ['newest', 'oldest', 'title_asc', 'title_desc', 'rating'] as const;
export type BookSort = (typeof BOOK_SORTS)[number];
export type TitleSort = 'title_asc' | 'title_desc';
export const isTitleSort = (sort: BookSort): sort is TitleSort => sort === 'title_asc' || sort === 'title_desc';

/** The reader's title of the book row `d` of cms.search_documents (migration 20261222_120000_list_orders, decision 135). */
export const titleKey = documentNameKey;

/** The year orders: the year, then the date, then the id; a missing year or date is the infinity that sorts last. */
const yearOrder = (descending: boolean) => {
  const last = descending ? '-' : '';
  const keys: Key[] = [
    { sql: `coalesce(b.publication_year, '${last}Infinity'::numeric)`, type: 'numeric' },
    { sql: `coalesce(b.publication_date, '${last}infinity'::timestamptz)`, type: 'timestamptz' },
    { sql: 'b.id', type: 'int' },
  ];
  return { keys, descending };
};

// Every order ends on the id, so pages never overlap or skip a book with an equal key. The rating
// order's ids run upwards under its descending keys, hence their negation.
const KEYS: Record<Exclude<BookSort, TitleSort>, KeyOrder> = {
  newest: yearOrder(true),
  oldest: yearOrder(false),
  // The damped average (decision 077): a 5.0 from 7 ratings does not outrank a 4.4 from 3,000.
  rating: {
    keys: [
      { sql: `coalesce(b.damped_rating, '-Infinity'::numeric)`, type: 'numeric' },
      { sql: `coalesce(b.ratings_count, '-Infinity'::numeric)`, type: 'numeric' },
      { sql: '(- b.id)', type: 'int' },
    ],
    descending: true,
  },
};

function keysOf(sort: BookSort, locale: Locale): KeyOrder {
  if (!isTitleSort(sort)) return KEYS[sort];
  const keys: Key[] = [
    { sql: titleKey(locale), type: 'text' },
    { sql: 'd.item_id', type: 'int' },
  ];
  return { keys, descending: sort === 'title_desc' };
}

/** The ORDER BY of a sort: its keys, each in the sort's direction. */
export const orderBy = (sort: BookSort, locale: Locale): string => orderByKeys(keysOf(sort, locale));

/** The keys of a sort as text columns `k0`, `k1`, ... of the page statement, for the next cursor. */
export const keyColumns = (sort: BookSort, locale: Locale): string => keyColumnsOf(keysOf(sort, locale));

/** The condition "after the row of these keys" in the sort's order, its values as `param` places them. */
export const afterKeys = (sort: BookSort, locale: Locale, values: readonly string[], param: (value: unknown) => string): string =>
  afterKeysOf(keysOf(sort, locale), values, param);

/** A cursor of the books list (list-keys.ts). */
export const encodeCursor = (sort: BookSort, locale: Locale, keys: readonly (string | null)[]): string | undefined =>
  encodeKeys(sort, keysOf(sort, locale), keys);

/** The keys a cursor holds for `sort`, or null when it is not one this sort wrote. */
export const decodeCursor = (cursor: string, sort: BookSort, locale: Locale): string[] | null => decodeKeys(cursor, sort, keysOf(sort, locale));
