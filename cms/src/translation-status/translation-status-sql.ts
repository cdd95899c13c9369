// SQL text only. Every identifier comes from a collection config (translatable-collections.ts);
// every value (locale, limit, offset) travels as a parameter.
import { localizedValue } from '../catalogue/localized-sql.js';
import { isPublic } from '../catalogue/public-sql.js';
import type { TranslatableArrayField, TranslatableCollectionSpec } from './translatable-collections.js';

/** Blank counts as missing, as in the readers' fallback (cms/src/catalogue/localized-sql.ts). */
const isFilled = (expression: string) => `nullif(btrim(${expression}), '') is not null`;

/** The column of `filledIn` that lists the locales a field has text in. */
const filledInColumn = (column: string) => `${column}_filled_in`;

/**
 * One row per document with, per localized field, the locales it has text in (null when none):
 * one pass over the document's locale rows, whatever the locale asked about. A document in the
 * trash is no translation work (decision 121).
 */
function filledIn(spec: TranslatableCollectionSpec): string {
  const columns = spec.fields.map(
    (field) => `array_agg(translation._locale::text) filter (where ${isFilled(`translation.${field.column}`)}) as ${filledInColumn(field.column)}`,
  );
  return `select doc.id, ${columns.join(', ')}
    from cms.${spec.table} doc
    left join cms.${spec.table}_locales translation on translation._parent_id = doc.id
    where ${isPublic('doc')}
    group by doc.id`;
}

/**
 * The field has text in some locale but not in `localeSql`, so a reader of that locale sees another
 * language's text. A field blank in every locale falls back to nothing and is not a translation gap.
 */
const fallsBack = (column: string, localeSql: string) =>
  `(${filledInColumn(column)} is not null and not (${localeSql} = any(${filledInColumn(column)})))`;

/**
 * A row of the document's array has its text in some locale but not in `localeSql`: an award's
 * category with an English label and no German one is a gap in German (decision 125).
 */
const arrayRowFallsBack = (field: TranslatableArrayField, localeSql: string) => {
  const filledIn = (extra: string) =>
    `exists (select 1 from cms.${field.table}_locales t where t._parent_id = r.id and ${isFilled(`t.${field.column}`)}${extra})`;
  return `exists (select 1 from cms.${field.table} r where r._parent_id = filled.id
    and ${filledIn('')} and not ${filledIn(` and t._locale::text = ${localeSql}`)})`;
};

/** Every field of the document that falls back in `localeSql`, as [name, condition]. */
const fallbackConditions = (spec: TranslatableCollectionSpec, localeSql: string): [string, string][] => [
  ...spec.fields.map((field): [string, string] => [field.name, fallsBack(field.column, localeSql)]),
  ...spec.arrayFields.map((field): [string, string] => [field.name, arrayRowFallsBack(field, localeSql)]),
];

/**
 * One page of the documents that fall back in the locale `$1` (text), oldest first, with the total:
 * `$2` is the page size and `$3` the offset. Answers one row `{ total, items }`, items as JSON.
 */
export function fallbackPageSql(spec: TranslatableCollectionSpec): string {
  const missing = fallbackConditions(spec, '$1::text').map(([name, condition]) => `case when ${condition} then '${name}' end`);
  return `with filled as (
    ${filledIn(spec)}
  ), fallbacks as (
    select filled.id, array_remove(array[${missing.join(', ')}]::text[], null) as missing from filled
  ), flagged as (
    select id, missing from fallbacks where cardinality(missing) > 0
  )
  select (select count(*) from flagged)::int as total,
    coalesce((
      select json_agg(json_build_object('id', page.id, 'title', page.title, 'missing', page.missing) order by page.id)
      from (
        select f.id, f.missing, ${localizedValue(spec.table, 'f', spec.titleColumn, '$1')} as title
        from flagged f
        order by f.id
        limit $2 offset $3
      ) page
    ), '[]'::json) as items`;
}

/** For each locale of the text array `$1`, how many documents of `spec` fall back in it. */
export function fallbackCountsSql(spec: TranslatableCollectionSpec): string {
  const anyField = fallbackConditions(spec, 'loc.code').map(([, condition]) => condition).join(' or ');
  return `with filled as (
    ${filledIn(spec)}
  )
  select loc.code as locale, count(filled.id) filter (where ${anyField})::int as count
  from unnest($1::text[]) as loc(code)
  cross join filled
  group by loc.code`;
}
