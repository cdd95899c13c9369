/**
 * Lists that page by cursor (decision 151, for authors and series 165): each order is a row of keys
 * compared in one direction, so "after this row" is one row comparison the order's index starts its
 * scan at, and a page costs its own rows however deep it is, where an OFFSET reads every row before
 * it. Every order ends on the id, so pages never overlap or skip a row with equal keys. A missing
 * value sorts last, which a row comparison cannot say of a NULL, so keys replace NULL by an infinity
 * on the side that sorts last. The orders themselves live with their lists (book-list-keys.ts,
 * named-list-keys.ts); this module turns one into SQL and cursors.
 */

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@starshelf/contract';

import { CatalogueError } from '../../errors.js';
import { localizedJsonValue } from '../localized-sql.js';

/** A cursor that is not one the list's sort wrote (made up, or from another sort): the call's 400. */
export class InvalidCursorError extends CatalogueError {
  constructor() {
    const message = 'This list cannot continue from that cursor: start again from the first page';
    super('VALIDATION_FAILED', 400, message, [{ path: 'query.after', message }]);
    this.name = 'InvalidCursorError';
  }
}

/**
 * The reader's name of the search document `d` (a book's title, an author's or series' name): one
 * expression over one row, so each language's order has an index per type (decisions 135, 137, 141).
 * The locale is one of the contract's constants, inlined so the expression matches the index's.
 */
export const documentNameKey = (locale: Locale): string => {
  const known = LOCALES.includes(locale) ? locale : DEFAULT_LOCALE;
  return `lower(${localizedJsonValue('d.names', `'${known}'`)})`;
};

/** One key: its SQL over the list's rows and the type a cursor's text is cast to. */
export type Key = { sql: string; type: 'numeric' | 'timestamptz' | 'int' | 'text' };
/** An order: its keys, all compared in one direction. */
export type KeyOrder = { keys: readonly Key[]; descending: boolean };

/** The ORDER BY of an order: its keys, each in the order's direction. */
export function orderByKeys(order: KeyOrder): string {
  return order.keys.map((key) => `${key.sql} ${order.descending ? 'desc' : 'asc'}`).join(', ');
}

/** The keys as text columns `k0`, `k1`, ... of a page statement, for the next cursor. */
export function keyColumnsOf(order: KeyOrder): string {
  return order.keys.map((key, index) => `(${key.sql})::text as k${index}`).join(', ');
}

/** The condition "after the row of these keys" in the order, its values as `param` places them. */
export function afterKeysOf(order: KeyOrder, values: readonly string[], param: (value: unknown) => string): string {
  const row = order.keys.map((key) => key.sql).join(', ');
  const start = order.keys.map((key, index) => `${param(values[index])}::${key.type}`).join(', ');
  return `(${row}) ${order.descending ? '<' : '>'} (${start})`;
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

const validKeys = (order: KeyOrder, values: readonly unknown[]): values is string[] =>
  values.length === order.keys.length && values.every((value, index) => typeof value === 'string' && KEY_TEXT[order.keys[index]!.type].test(value));

/**
 * A cursor: the sort it belongs to and the last row's keys, in base64url JSON (opaque to clients).
 * None for keys it could not read back (a name missing altogether, or a date PostgreSQL writes in
 * another form): the next page is then found by its offset.
 */
export function encodeKeys(sort: string, order: KeyOrder, keys: readonly (string | null)[]): string | undefined {
  if (!validKeys(order, keys)) return undefined;
  return Buffer.from(JSON.stringify([sort, ...keys]), 'utf8').toString('base64url');
}

/** The keys a cursor holds for `sort`, or null when it is not one this sort wrote. */
export function decodeKeys(cursor: string, sort: string, order: KeyOrder): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed[0] !== sort) return null;
  const values = parsed.slice(1);
  if (!validKeys(order, values)) return null;
  return Math.abs(Number(values.at(-1))) <= 2_147_483_647 ? values : null;
}

/** A row of a page statement: the row's id and its order's keys as text (`k0`, `k1`, ...). */
export type KeyedRow = { id: number } & Record<`k${number}`, string | null>;

/** The row's keys in their order: `k0`, `k1`, ... as keyColumnsOf named them. */
export function rowKeys(row: KeyedRow): (string | null)[] {
  const keys: (string | null)[] = [];
  for (let index = 0; `k${index}` in row; index += 1) keys.push(row[`k${index}`] ?? null);
  return keys;
}

/** A `param` for afterKeysOf whose values follow a statement's other placeholders: $first, $first + 1, ... */
export function placesFrom(first: number): (value: unknown) => string {
  let next = first;
  return () => `$${next++}`;
}
