import { randomBytes } from 'node:crypto';

import { LOCALES } from '@starshelf/contract';
import type { Pool, PoolClient } from 'pg';

import type { CollectionSpec, ColumnSpec } from './collection-specs.js';
import { type ImportDocument, type UpsertResult, ImportBatchError, arrayLocaleKey, asText } from './import-document.js';
import { type StoredDocument, readExisting } from './read-existing.js';

export interface UpsertOptions {
  /** Documents per transaction; a failed batch rolls back alone and a re-run continues. */
  batchSize?: number;
  onProgress?: (done: number) => void;
  /** Runs inside each batch's transaction before its rows are written. */
  beforeWrite?: (client: PoolClient, docs: ImportDocument[], ids: Map<number, number>) => Promise<void>;
}

/** The text form of a document, in a fixed order: equal strings mean nothing to write. */
function fingerprint(spec: CollectionSpec, doc: ImportDocument): string {
  const values = spec.columns.map((c) => asText(doc.values[c.name]));
  const locales = spec.localeColumns.length
    ? LOCALES.map((l) => spec.localeColumns.map((c) => asText(doc.locales?.[l]?.[c.name])))
    : [];
  const rels = spec.rels.map((r) => doc.rels?.[r.path] ?? []);
  const array = spec.array ? (doc.array ?? []).map((row) => arrayRowNames(spec).map((name) => asText(row[name]))) : [];
  return JSON.stringify([values, locales, rels, array]);
}

/** An array row's columns and then its localized columns in each locale, in a fixed order. */
function arrayRowNames(spec: CollectionSpec): string[] {
  if (!spec.array) return [];
  return [...spec.array.columns.map((c) => c.name), ...(spec.array.localeColumns ?? []).flatMap((c) => LOCALES.map((l) => arrayLocaleKey(c.name, l)))];
}

function storedFingerprint(spec: CollectionSpec, doc: StoredDocument): string {
  const values = spec.columns.map((c) => doc.values[c.name] ?? null);
  const locales = spec.localeColumns.length
    ? LOCALES.map((l) => spec.localeColumns.map((c) => doc.locales[l]?.[c.name] ?? null))
    : [];
  const rels = spec.rels.map((r) => doc.rels[r.path] ?? []);
  const array = spec.array ? doc.array.map((row) => arrayRowNames(spec).map((name) => row[name] ?? null)) : [];
  return JSON.stringify([values, locales, rels, array]);
}

/** `insert … select <casts> from unnest($1::text[], …)`: one parameter per column, any row count. */
function unnestSelect(columns: ColumnSpec[], firstParam = 1): string {
  const params = columns.map((_, i) => `$${i + firstParam}::text[]`).join(', ');
  const names = columns.map((_, i) => `c${i}`).join(', ');
  const casts = columns.map((c, i) => `u.c${i}::${c.type}`).join(', ');
  return `select ${casts} from unnest(${params}) as u(${names})`;
}

const CURATED_TABLES: ReadonlySet<string> = new Set(['books', 'authors', 'series', 'genres', 'awards']);

const column = (rows: (string | null)[][], index: number) => rows.map((row) => row[index] ?? null);

async function writeBatch(client: PoolClient, spec: CollectionSpec, docs: ImportDocument[]): Promise<Map<number, number>> {
  const t = `cms.${spec.table}`;
  const mainColumns: ColumnSpec[] = [{ name: 'external_id', type: 'numeric' }, ...spec.columns];
  const mainRows = docs.map((d) => [String(d.externalId), ...spec.columns.map((c) => asText(d.values[c.name]))]);
  const updates = spec.columns.map((c) => `${c.name} = excluded.${c.name}`).concat('updated_at = now()').join(', ');
  // A new document of a collection with drafts arrives published (decision 123); a re-import leaves
  // the status of an existing one to its editors.
  const status = CURATED_TABLES.has(spec.table) ? { column: ', _status', value: `, 'published'` } : { column: '', value: '' };
  const inserted = await client.query<{ id: number; external_id: string }>(
    `insert into ${t} (${mainColumns.map((c) => c.name).join(', ')}${status.column})
     select *${status.value} from (${unnestSelect(mainColumns)}) as rows
     on conflict (external_id) do update set ${updates}
     returning id, external_id::text as external_id`,
    mainColumns.map((_, i) => column(mainRows, i)),
  );
  const ids = new Map(inserted.rows.map((r) => [Number(r.external_id), r.id]));
  const idOf = (doc: ImportDocument) => ids.get(doc.externalId) as number;
  const parentIds = docs.map(idOf);

  if (spec.localeColumns.length > 0) {
    const cols: ColumnSpec[] = [
      { name: '_parent_id', type: 'integer' },
      { name: '_locale', type: 'cms._locales' },
      ...spec.localeColumns,
    ];
    const rows = docs.flatMap((d) =>
      LOCALES.filter((l) => d.locales?.[l]).map((l) => [
        String(idOf(d)),
        l,
        ...spec.localeColumns.map((c) => asText(d.locales?.[l]?.[c.name])),
      ]),
    );
    const set = spec.localeColumns.map((c) => `${c.name} = excluded.${c.name}`).join(', ');
    await client.query(
      `insert into ${t}_locales (${cols.map((c) => c.name).join(', ')}) ${unnestSelect(cols)}
       on conflict (_locale, _parent_id) do update set ${set}`,
      cols.map((_, i) => column(rows, i)),
    );
  }

  if (spec.rels.length > 0) {
    await client.query(`delete from ${t}_rels where parent_id = any($1::int[]) and path = any($2::text[])`, [
      parentIds,
      spec.rels.map((r) => r.path),
    ]);
    for (const rel of spec.rels) {
      const cols: ColumnSpec[] = [
        { name: 'parent_id', type: 'integer' },
        { name: 'path', type: 'varchar' },
        { name: '"order"', type: 'integer' },
        { name: rel.column, type: 'integer' },
      ];
      const rows = docs.flatMap((d) =>
        (d.rels?.[rel.path] ?? []).map((target, i) => [String(idOf(d)), rel.path, String(i + 1), String(target)]),
      );
      if (rows.length === 0) continue;
      await client.query(
        `insert into ${t}_rels (${cols.map((c) => c.name).join(', ')}) ${unnestSelect(cols)}`,
        cols.map((_, i) => column(rows, i)),
      );
    }
  }

  if (spec.array) {
    const a = spec.array;
    await client.query(`delete from cms.${a.table} where _parent_id = any($1::int[])`, [parentIds]);
    const cols: ColumnSpec[] = [
      { name: '_parent_id', type: 'integer' },
      { name: '_order', type: 'integer' },
      { name: 'id', type: 'varchar' },
      ...a.columns,
    ];
    // Payload keys array rows with an ObjectId-like hex string.
    const rows = docs.flatMap((d) =>
      (d.array ?? []).map((row, i) => [
        String(idOf(d)),
        String(i + 1),
        randomBytes(12).toString('hex'),
        ...a.columns.map((c) => asText(row[c.name])),
      ]),
    );
    if (rows.length > 0) {
      await client.query(
        `insert into cms.${a.table} (${cols.map((c) => c.name).join(', ')}) ${unnestSelect(cols)}`,
        cols.map((_, i) => column(rows, i)),
      );
    }
    const localeColumns = a.localeColumns ?? [];
    if (localeColumns.length > 0) {
      const localeCols: ColumnSpec[] = [{ name: '_parent_id', type: 'varchar' }, { name: '_locale', type: 'cms._locales' }, ...localeColumns];
      // Row ids are the third column of `rows`; a locale with no value in any column gets no row.
      const localeRows = docs
        .flatMap((d) => d.array ?? [])
        .flatMap((row, i) =>
          LOCALES.map((l) => [rows[i]?.[2] ?? null, l, ...localeColumns.map((c) => asText(row[arrayLocaleKey(c.name, l)]))]).filter((r) =>
            r.slice(2).some((value) => value !== null),
          ),
        );
      if (localeRows.length > 0) {
        await client.query(
          `insert into cms.${a.table}_locales (${localeCols.map((c) => c.name).join(', ')}) ${unnestSelect(localeCols)}`,
          localeCols.map((_, i) => column(localeRows, i)),
        );
      }
    }
  }
  return ids;
}

/**
 * Creates or updates documents by external id, writing only those whose stored form differs.
 * Each batch is one transaction, so a failure leaves earlier batches in place and the batch
 * itself as it was; a re-run counts what is already there as unchanged and continues.
 */
export async function upsertDocuments(
  pool: Pool,
  spec: CollectionSpec,
  docs: ImportDocument[],
  options: UpsertOptions = {},
): Promise<UpsertResult> {
  const batchSize = options.batchSize ?? 500;
  const existing = await readExisting(pool, spec);
  const ids = new Map<number, number>();
  const pending: ImportDocument[] = [];
  let created = 0;
  let updated = 0;
  let unchanged = 0;
  for (const doc of docs) {
    const stored = existing.get(doc.externalId);
    if (stored && storedFingerprint(spec, stored) === fingerprint(spec, doc)) {
      unchanged += 1;
      ids.set(doc.externalId, stored.id);
    } else {
      pending.push(doc);
      if (stored) updated += 1;
      else created += 1;
    }
  }
  options.onProgress?.(unchanged);

  for (let start = 0; start < pending.length; start += batchSize) {
    const batch = pending.slice(start, start + batchSize);
    const client = await pool.connect();
    try {
      await client.query('begin');
      await options.beforeWrite?.(client, batch, ids);
      const written = await writeBatch(client, spec, batch);
      await client.query('commit');
      for (const [externalId, id] of written) ids.set(externalId, id);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw new ImportBatchError(spec.table, batch.map((d) => d.externalId), error);
    } finally {
      client.release();
    }
    options.onProgress?.(unchanged + Math.min(start + batchSize, pending.length));
  }
  return { created, updated, unchanged, ids };
}
