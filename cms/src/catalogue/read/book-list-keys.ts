import { DEFAULT_LOCALE, LOCALES, type Locale } from '@starshelf/contract';

import { localizedJsonValue } from '../localized-sql.js';

/**
 * The keys each order of the books list sorts by, and the cursor that lets the next page start
 * after the last book a reader was shown (decision 151). Every order is a row of keys compared in
 * one direction, so "after this row" is one row comparison the order's index starts its scan at:
 * a page costs its own rows however deep it is, where an OFFSET reads every row before it.
 *
 * A missing year, date or rating sorts last in every order (docs/rules.md), which a row comparison
 * cannot say of a NULL, so the keys replace NULL by an infinity on the side that sorts last. The
 * indexes (migration 20261231_140000_list_keys) hold exactly these expressions; the migration keeps
 * a frozen copy and `cms/test/list-orders.test.ts` fails when the two drift apart.
 */

export const BOOK_SORTS = ['newest', 'oldest', 'title_asc', 'title_desc', 'rating'] as const;
export type BookSort = (typeof BOOK_SORTS)[number];
export type TitleSort = 'title_asc' | 'title_desc';
export const isTitleSort = (sort: BookSort): sort is TitleSort => sort === 'title_asc' || sort === 'title_desc';

/** One key: its SQL over the book row `b` (or its search document `d`) and the type a cursor's text is cast to. */
type Key = { sql: string; type: 'numeric' | 'timestamptz' | 'int' | 'text' };

/**
 * The reader's title of the book row `d` of cms.search_documents, one expression over one row, so each
 * language's order has an index (migration 20261222_120000_list_orders, decision 135). The locale is
 * one of the contract's constants, inlined so the expression matches the index's.
 */
export const titleKey = (locale: Locale): string => {
  const known = LOCALES.includes(locale) ? locale : DEFAULT_LOCALE;
  return `lower(${localizedJsonValue('d.names', `'${known}'`)})`;
};

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
const KEYS: Record<Exclude<BookSort, TitleSort>, { keys: Key[]; descending: boolean }> = {
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

function keysOf(sort: BookSort, locale: Locale): { keys: Key[]; descending: boolean } {
  if (!isTitleSort(sort)) return KEYS[sort];
  const keys: Key[] = [
    { sql: titleKey(locale), type: 'text' },
    { sql: 'd.item_id', type: 'int' },
  ];
  return { keys, descending: sort === 'title_desc' };
}

/** The ORDER BY of a sort: its keys, each in the sort's direction. */
export function orderBy(sort: BookSort, locale: Locale): string {
  const { keys, descending } = keysOf(sort, locale);
  return keys.map((key) => `${key.sql} ${descending ? 'desc' : 'asc'}`).join(', ');
}

/** The keys of a sort as text columns `k0`, `k1`, ... of the page statement, for the next cursor. */
export function keyColumns(sort: BookSort, locale: Locale): string {
  return keysOf(sort, locale).keys.map((key, index) => `(${key.sql})::text as k${index}`).join(', ');
}

/** The condition "after the row of these keys" in the sort's order, its values as `param` places them. */
export function afterKeys(sort: BookSort, locale: Locale, values: readonly string[], param: (value: unknown) => string): string {
  const { keys, descending } = keysOf(sort, locale);
  const row = keys.map((key) => key.sql).join(', ');
  const start = keys.map((key, index) => `${param(values[index])}::${key.type}`).join(', ');
  return `(${row}) ${descending ? '<' : '>'} (${start})`;
}

// A cursor's key text as the page statement wrote it: a number (or an infinity), a timestamp in
// PostgreSQL's ISO output (or an infinity), an id, a title of any text. Anything else is refused
// before it reaches a cast, so a made-up cursor is a 400, never a database error.
const KEY_TEXT: Record<Key['type'], RegExp> = {
  numeric: /^(-?Infinity|-?\d{1,12}(\.\d{1,12})?)$/,
  timestamptz: /^(-?infinity|\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2})$/,
  int: /^-?\d{1,10}$/,
  text: /^[\s\S]{0,1000}$/,
};

const validKeys = (sort: BookSort, locale: Locale, values: readonly unknown[]): values is string[] => {
  const { keys } = keysOf(sort, locale);
  return values.length === keys.length && values.every((value, index) => typeof value === 'string' && KEY_TEXT[keys[index]!.type].test(value));
};

/**
 * A cursor: the sort it belongs to and the last row's keys, in base64url JSON (opaque to clients).
 * None for keys it could not read back (a title missing altogether, which English being required
 * rules out, or a date PostgreSQL writes in another form): the next page is then found by its offset.
 */
export function encodeCursor(sort: BookSort, locale: Locale, keys: readonly (string | null)[]): string | undefined {
  if (!validKeys(sort, locale, keys)) return undefined;
  return Buffer.from(JSON.stringify([sort, ...keys]), 'utf8').toString('base64url');
}

/** The keys a cursor holds for `sort`, or null when it is not one this sort wrote. */
export function decodeCursor(cursor: string, sort: BookSort, locale: Locale): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed[0] !== sort) return null;
  const values = parsed.slice(1);
  if (!validKeys(sort, locale, values)) return null;
  return Math.abs(Number(values.at(-1))) <= 2_147_483_647 ? values : null;
}
