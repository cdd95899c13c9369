import type { Locale } from '@starshelf/contract';

import { afterKeysOf, decodeKeys, documentNameKey, encodeKeys, type KeyOrder, keyColumnsOf, orderByKeys } from './list-keys.js';

/**
 * The orders of the authors and series lists as keys (decision 165, as the books' in decision 151):
 * by name, the reader's name of the item's search document `d` and its id; by rating, the damped
 * average (decision 077), then the ratings, then the id upwards; by books, the kept count of public
 * books (decisions 137, 143), then the id upwards. A missing rating sorts last as minus infinity, an
 * id upwards under descending keys is its negation. The rating and book-count indexes (migration
 * 20261231_230000_named_list_keys) hold exactly these expressions over `a` and `s`.
 */

export const LIST_SORTS = ['name_asc', 'name_desc', 'rating', 'books'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export type NameSort = 'name_asc' | 'name_desc';
export const isNameSort = (sort: ListSort): sort is NameSort => sort === 'name_asc' || sort === 'name_desc';

/** The reader's name of the author or series row `d` of cms.search_documents (decisions 137, 141). */
export const nameKey = documentNameKey;

/** The keys of `sort` over the list's row alias (`a` for authors, `s` for series) and its search document `d`. */
export function namedListOrder(sort: ListSort, alias: 'a' | 's', locale: Locale): KeyOrder {
  if (isNameSort(sort)) {
    return { keys: [{ sql: nameKey(locale), type: 'text' }, { sql: 'd.item_id', type: 'int' }], descending: sort === 'name_desc' };
  }
  if (sort === 'rating') {
    return {
      keys: [
        { sql: `coalesce(${alias}.damped_rating, '-Infinity'::numeric)`, type: 'numeric' },
        { sql: `coalesce(${alias}.ratings_count, '-Infinity'::numeric)`, type: 'numeric' },
        { sql: `(- ${alias}.id)`, type: 'int' },
      ],
      descending: true,
    };
  }
  return { keys: [{ sql: `${alias}.public_book_count`, type: 'int' }, { sql: `(- ${alias}.id)`, type: 'int' }], descending: true };
}

/** The ORDER BY, key columns and "after" condition of one list's sort, and its cursors. */
export function namedListKeys(sort: ListSort, alias: 'a' | 's', locale: Locale) {
  const order = namedListOrder(sort, alias, locale);
  return {
    orderBy: orderByKeys(order),
    keyColumns: keyColumnsOf(order),
    after: (values: readonly string[], param: (value: unknown) => string) => afterKeysOf(order, values, param),
    encode: (keys: readonly (string | null)[]) => encodeKeys(sort, order, keys),
    decode: (cursor: string) => decodeKeys(cursor, sort, order),
  };
}
