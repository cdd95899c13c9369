import type pg from 'pg';

/**
 * The plan PostgreSQL picks for `statement` when sequential scans, sorts and bitmap scans are priced
 * out: a plan test then shows whether an index can serve the statement in its order at all, which the
 * small test catalogue alone would not (decisions 135, 137, 138, 141).
 */
export async function planWithScansPricedOut(pool: pg.Pool, statement: string, values: readonly unknown[]): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const setting of ['enable_seqscan', 'enable_sort', 'enable_bitmapscan']) await client.query(`set local ${setting} = off`);
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${statement}`, [...values]);
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
    client.release();
  }
}
