import type { Pool } from 'pg';

import { inTransaction } from './transaction.js';

/**
 * The tables the bulk load fills with millions of rows. Their secondary indexes, unique indexes and
 * foreign keys are dropped for the load and rebuilt after it (decision 131): one sort per index
 * instead of millions of random B-tree inserts, one join per foreign key instead of a lookup per
 * row. Primary keys stay, except book_ratings' (user, book), whose rows arrive in book order.
 */
export const LOADED_TABLES = [
  'cms.books',
  'cms.books_locales',
  'cms.books_rels',
  'cms.books_all_series',
  'cms.editions',
  'cms.award_entries',
  'cms.book_moods',
  'cms.search_documents',
  // Its rows come from search_documents' triggers: six or seven per document, each in three indexes
  // ordered by word or prefix (decisions 139, 162).
  'cms.search_words',
  // Likewise, about five consecutive word pairs per document (decision 164).
  'cms.search_word_pairs',
  'community.book_ratings',
] as const;
const PRIMARY_KEY_DROPPED = ['community.book_ratings'];

/** Saves each definition and drops it, in one transaction. Position orders the rebuild: keys, indexes, foreign keys. */
export async function dropLoadIndexes(pool: Pool): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ name: string; position: number; definition: string; drop: string }>(
      `select format('%s.%I', c.conrelid::regclass, c.conname) as name,
              case c.contype when 'f' then 2 else 0 end as position,
              format('alter table %s add constraint %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid)) as definition,
              format('alter table %s drop constraint %I', c.conrelid::regclass, c.conname) as drop
         from pg_constraint c
        where c.conrelid = any($1::regclass[])
          and (c.contype in ('f', 'u') or (c.contype = 'p' and c.conrelid = any($2::regclass[])))
       union all
       select format('%s', i.indexrelid::regclass), 1, pg_get_indexdef(i.indexrelid), format('drop index %s', i.indexrelid::regclass)
         from pg_index i
        where i.indrelid = any($1::regclass[])
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)
       order by 2 desc`,
      [LOADED_TABLES, PRIMARY_KEY_DROPPED],
    );
    for (const row of rows) {
      await client.query('insert into synthetic.dropped (name, position, definition) values ($1, $2, $3)', [row.name, row.position, row.definition]);
      await client.query(row.drop);
    }
    await client.query('commit');
    return rows.length;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The definitions still to rebuild, in order. */
export async function droppedDefinitions(pool: Pool): Promise<{ name: string; definition: string }[]> {
  const { rows } = await pool.query<{ name: string; definition: string }>('select name, definition from synthetic.dropped order by position, name');
  return rows;
}

/** Rebuilds one index or constraint and forgets its definition, in one transaction. */
export async function restoreDefinition(pool: Pool, name: string, definition: string): Promise<void> {
  await inTransaction(pool, ["set local maintenance_work_mem = '1GB'"], async (client) => {
    await client.query(definition);
    await client.query('delete from synthetic.dropped where name = $1', [name]);
  });
}
