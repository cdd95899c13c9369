import type { Pool, PoolClient } from 'pg';

import { LOCALES } from '@starshelf/contract';

import type { CollectionSpec } from './collection-specs.js';
import { arrayLocaleKey } from './import-document.js';

/** A stored document in the same text form the writer compares against. */
export interface StoredDocument {
  id: number;
  values: Record<string, string | null>;
  locales: Record<string, Record<string, string | null>>;
  rels: Record<string, number[]>;
  array: Record<string, string | null>[];
}

type Queryable = Pool | PoolClient;

/** Every imported document of a collection (external_id set), keyed by external id. */
export async function readExisting(db: Queryable, spec: CollectionSpec): Promise<Map<number, StoredDocument>> {
  const t = `cms.${spec.table}`;
  const cols = spec.columns.map((c) => `${c.name}::text as "${c.name}"`).join(', ');
  const main = await db.query<Record<string, string | null> & { id: number; external_id: string }>(
    `select id, external_id::text as external_id${cols ? `, ${cols}` : ''} from ${t} where external_id is not null`,
  );
  const byId = new Map<number, StoredDocument>();
  const byExternal = new Map<number, StoredDocument>();
  for (const row of main.rows) {
    const values: Record<string, string | null> = {};
    for (const c of spec.columns) values[c.name] = row[c.name] ?? null;
    const doc: StoredDocument = { id: row.id, values, locales: {}, rels: {}, array: [] };
    byId.set(row.id, doc);
    byExternal.set(Number(row.external_id), doc);
  }

  if (spec.localeColumns.length > 0) {
    const lcols = spec.localeColumns.map((c) => `${c.name}::text as "${c.name}"`).join(', ');
    const locales = await db.query<Record<string, string | null> & { parent: number; locale: string }>(
      `select _parent_id as parent, _locale::text as locale, ${lcols} from ${t}_locales`,
    );
    for (const row of locales.rows) {
      const doc = byId.get(row.parent);
      if (!doc) continue;
      const values: Record<string, string | null> = {};
      for (const c of spec.localeColumns) values[c.name] = row[c.name] ?? null;
      doc.locales[row.locale] = values;
    }
  }

  for (const rel of spec.rels) {
    const rels = await db.query<{ parent: number; target: number }>(
      `select parent_id as parent, ${rel.column} as target from ${t}_rels where path = $1 and ${rel.column} is not null order by parent_id, "order", id`,
      [rel.path],
    );
    for (const row of rels.rows) {
      const doc = byId.get(row.parent);
      if (doc) (doc.rels[rel.path] ??= []).push(row.target);
    }
  }

  if (spec.array) {
    const table = `cms.${spec.array.table}`;
    const localeColumns = spec.array.localeColumns ?? [];
    const acols = [
      ...spec.array.columns.map((c) => `a.${c.name}::text as "${c.name}"`),
      ...localeColumns.flatMap((c) =>
        LOCALES.map((l) => `(select t.${c.name}::text from ${table}_locales t where t._parent_id = a.id and t._locale = '${l}') as "${arrayLocaleKey(c.name, l)}"`),
      ),
    ].join(', ');
    const rows = await db.query<Record<string, string | null> & { parent: number }>(
      `select a._parent_id as parent, ${acols} from ${table} a order by a._parent_id, a._order`,
    );
    const names = [...spec.array.columns.map((c) => c.name), ...localeColumns.flatMap((c) => LOCALES.map((l) => arrayLocaleKey(c.name, l)))];
    for (const row of rows.rows) {
      const doc = byId.get(row.parent);
      if (!doc) continue;
      const values: Record<string, string | null> = {};
      for (const name of names) values[name] = row[name] ?? null;
      doc.array.push(values);
    }
  }
  return byExternal;
}
