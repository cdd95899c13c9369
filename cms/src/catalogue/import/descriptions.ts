import { LOCALES, type Locale } from '@starshelf/contract';
import type { Pool } from 'pg';

import { type DescribedTable, describedTables } from './collection-specs.js';
import { ImportBatchError } from './import-document.js';

export interface DescriptionRow {
  /** The Payload id (the document exists already: descriptions link to other documents' pages). */
  id: number;
  externalId: number;
  texts: Record<Locale, string>;
}

/**
 * Writes localized descriptions (bios for authors) where they differ from the stored text.
 * Runs after all documents exist, because the markdown links use their real slugs and ids.
 */
export async function writeDescriptions(
  pool: Pool,
  table: DescribedTable,
  rows: DescriptionRow[],
  options: { batchSize?: number; onProgress?: (done: number) => void } = {},
): Promise<{ updated: number; unchanged: number }> {
  const column = describedTables[table];
  const batchSize = options.batchSize ?? 500;
  let updated = 0;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const flat = batch.flatMap((row) => LOCALES.map((l) => [row.id, l, row.texts[l]] as const));
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await client.query<{ parent: number }>(
        `update cms.${table}_locales l set ${column} = u.text
         from unnest($1::int[], $2::text[], $3::text[]) as u(parent, locale, text)
         where l._parent_id = u.parent and l._locale = u.locale::cms._locales and l.${column} is distinct from u.text
         returning l._parent_id as parent`,
        [flat.map((r) => r[0]), flat.map((r) => r[1]), flat.map((r) => r[2])],
      );
      await client.query('commit');
      updated += new Set(result.rows.map((r) => r.parent)).size;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw new ImportBatchError(`${table} descriptions`, batch.map((r) => r.externalId), error);
    } finally {
      client.release();
    }
    options.onProgress?.(Math.min(start + batchSize, rows.length));
  }
  return { updated, unchanged: rows.length - updated };
}
