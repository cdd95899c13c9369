// SQL text only (no database access), so Payload hooks can import it without the catalogue's pool.
import { DEFAULT_LOCALE } from '@starshelf/contract';

/**
 * The fallback locale as an SQL literal: DEFAULT_LOCALE is one of our constants (never input), the
 * locale every catalogue item has (SPEC.md: English is required, the others optional).
 */
export const DEFAULT_LOCALE_SQL = `'${DEFAULT_LOCALE}'`;

/**
 * The one SQL rule for a localised value: the reader's locale (`localeParam`, the `$n` holding it)
 * with fallback to DEFAULT_LOCALE, as Payload's `fallback: true` does. The forms below differ only
 * in where the value lives.
 */

/** `column` of `cms.<table>_locales` for the row `alias` of `cms.<table>`, as one scalar subquery. */
export function localizedValue(table: string, alias: string, column: string, localeParam: string): string {
  const inLocale = (locale: string) => `(select x.${column} from cms.${table}_locales x where x._parent_id = ${alias}.id and x._locale = ${locale})`;
  return `coalesce(${inLocale(`${localeParam}::text::cms._locales`)},
    ${inLocale(DEFAULT_LOCALE_SQL)})`;
}

/** A value of a JSON object keyed by locale (`{ "en": …, "de": … }`, as the search index stores names). */
export function localizedJsonValue(jsonColumn: string, localeParam: string): string {
  return `coalesce(${jsonColumn}->>${localeParam}, ${jsonColumn}->>${DEFAULT_LOCALE_SQL})`;
}

/** A localised column read through `localeJoins()`: `loc` is the reader's row, `fallback` the default locale's. */
export function localized(column: string): string {
  return `coalesce(loc.${column}, fallback.${column})`;
}

/** The two locale joins `localized()` reads from, for the rows `parent` of `cms.<table>`. */
export function localeJoins(table: string, parent: string, localeParam: string): string {
  return `left join cms.${table}_locales loc on loc._parent_id = ${parent}.id and loc._locale = ${localeParam}::text::cms._locales
    left join cms.${table}_locales fallback on fallback._parent_id = ${parent}.id and fallback._locale = ${DEFAULT_LOCALE_SQL}`;
}
