import type { Pool, PoolClient } from 'pg';

/**
 * `work` on one connection in one transaction, after `settings` (`set local …` statements that end
 * with it); rolled back and rethrown on any failure, so a batch or a rebuilt index is all or nothing.
 */
export async function inTransaction(pool: Pool, settings: readonly string[], work: (client: PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const setting of settings) await client.query(setting);
    await work(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
