// SQL text only (no database access), so Payload hooks can import it without the catalogue's pool.
import { DEFAULT_LOCALE, LOCALES } from '@starshelf/contract';

/**
 * The fallback locale as an SQL literal: DEFAULT_LOCALE is one of our constants (never input), the
 * locale every catalogue item has (docs/rules.md: English is required, the others optional).
 */
export const DEFAULT_LOCALE_SQL = `'${DEFAULT_LOCALE}'`;

/**
 * The other locales as SQL literals, in the contract's order: the last resort of a value an editor
 * typed in one language only (an empty English title with a German one, say). Constants, never input.
 */
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** An empty or blank value counts as missing: the admin saves a cleared field as ''. */
const present = (expression: string) => `nullif(btrim(${expression}), '')`;

/**
 * The one SQL rule for a localised value: the reader's locale (`localeParam`, the `$n` holding it),
 * else DEFAULT_LOCALE, as Payload's `fallback: true` does, else the first other locale that has one,
 * so an item never shows a blank where another language has the text. The forms below differ only
 * in where the value lives.
 */

/** `column` of `cms.<table>_locales` for the row `alias` of `cms.<table>`, as one scalar subquery. */
export function localizedValue(table: string, alias: string, column: string, localeParam: string): string {
  const inLocale = (locale: string) =>
    present(`(select x.${column} from cms.${table}_locales x where x._parent_id = ${alias}.id and x._locale = ${locale})`);
  const others = OTHER_LOCALES.map((locale) => inLocale(`'${locale}'`));
  return `coalesce(${inLocale(`${localeParam}::text::cms._locales`)},
    ${[inLocale(DEFAULT_LOCALE_SQL), ...others].join(',\n    ')})`;
}

/** A value of a JSON object keyed by locale (`{ "en": …, "de": … }`, as the search index stores names). */
export function localizedJsonValue(jsonColumn: string, localeParam: string): string {
  const others = OTHER_LOCALES.map((locale) => present(`${jsonColumn}->>'${locale}'`));
  return `coalesce(${[present(`${jsonColumn}->>${localeParam}`), present(`${jsonColumn}->>${DEFAULT_LOCALE_SQL}`), ...others].join(', ')})`;
}

/** The alias of the join holding another locale's row (see localeJoins). */
const otherAlias = (locale: string) => `other_${locale}`;

/** A localised column read through `localeJoins()`: `loc` is the reader's row, `fallback` the default locale's. */
export function localized(column: string): string {
  const others = OTHER_LOCALES.map((locale) => present(`${otherAlias(locale)}.${column}`));
  return `coalesce(${[present(`loc.${column}`), present(`fallback.${column}`), ...others].join(', ')})`;
}

/** The locale joins `localized()` reads from, for the rows `parent` of `cms.<table>`. */
export function localeJoins(table: string, parent: string, localeParam: string): string {
  const others = OTHER_LOCALES.map(
    (locale) => `left join cms.${table}_locales ${otherAlias(locale)} on ${otherAlias(locale)}._parent_id = ${parent}.id and ${otherAlias(locale)}._locale = '${locale}'`,
  );
  return [
    `left join cms.${table}_locales loc on loc._parent_id = ${parent}.id and loc._locale = ${localeParam}::text::cms._locales`,
    `left join cms.${table}_locales fallback on fallback._parent_id = ${parent}.id and fallback._locale = ${DEFAULT_LOCALE_SQL}`,
    ...others,
  ].join('\n    ');
}
