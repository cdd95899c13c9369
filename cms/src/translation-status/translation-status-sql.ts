// SQL text only. Every identifier comes from a collection config (translatable-collections.ts);
// every value (locale, limit, offset) travels as a parameter.
import { localizedValue } from '../catalogue/localized-sql.js';
import type { TranslatableCollectionSpec } from './translatable-collections.js';

/** Blank counts as missing, as in the reader's fallback (cms/src/catalogue/localized-sql.ts). */
const isBlank = (expression: string) => `nullif(btrim(${expression}), '') is null`;

/**
 * The field is blank in the locale `localeSql` (or that locale has no row at all) and filled in
 * another locale: a reader of that locale sees the other language's text. A field blank in every
 * locale falls back to nothing and is not a translation gap.
 */
function fallsBack(spec: TranslatableCollectionSpec, column: string, localeSql: string): string {
  return `(${isBlank(`here.${column}`)} and exists (
      select 1 from cms.${spec.table}_locales other
      where other._parent_id = doc.id and other._locale <> ${localeSql} and not ${isBlank(`other.${column}`)}))`;
}

/** The documents of `spec` with the names of their fields that fall back in `localeSql`. */
function documentsWithFallbacks(spec: TranslatableCollectionSpec, localeSql: string): string {
  const missing = spec.fields.map((field) => `case when ${fallsBack(spec, field.column, localeSql)} then '${field.name}' end`);
  return `select doc.id, array_remove(array[${missing.join(',\n      ')}]::text[], null) as missing
    from cms.${spec.table} doc
    left join cms.${spec.table}_locales here on here._parent_id = doc.id and here._locale = ${localeSql}`;
}

/**
 * One page of the documents that fall back in the locale `$1`, oldest first, with the total:
 * `$2` is the page size and `$3` the offset. Answers one row `{ total, items }`, items as JSON.
 */
export function fallbackPageSql(spec: TranslatableCollectionSpec): string {
  return `with flagged as (
    ${documentsWithFallbacks(spec, '$1::text::cms._locales')}
  ), fallbacks as (
    select id, missing from flagged where cardinality(missing) > 0
  )
  select (select count(*) from fallbacks)::int as total,
    coalesce((
      select json_agg(json_build_object('id', page.id, 'title', page.title, 'missing', page.missing) order by page.id)
      from (
        select f.id, f.missing, ${localizedValue(spec.table, 'f', spec.titleColumn, '$1')} as title
        from fallbacks f
        order by f.id
        limit $2 offset $3
      ) page
    ), '[]'::json) as items`;
}

/** For each locale of the text array `$1`, how many documents of `spec` fall back in it. */
export function fallbackCountsSql(spec: TranslatableCollectionSpec): string {
  const localeSql = 'loc.code::cms._locales';
  const anyField = spec.fields.map((field) => fallsBack(spec, field.column, localeSql)).join('\n      or ');
  return `select loc.code as locale, (
      select count(*) from cms.${spec.table} doc
      left join cms.${spec.table}_locales here on here._parent_id = doc.id and here._locale = ${localeSql}
      where ${anyField}
    )::int as count
    from unnest($1::text[]) as loc(code)`;
}
