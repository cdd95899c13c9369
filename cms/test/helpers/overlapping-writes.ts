import type pg from 'pg';

type Statement = { text: string; values: unknown[] };

/**
 * Two transactions writing at once: the first writes and holds its locks while the second's write
 * starts (and waits for them), then both commit. A kept count must hold both writes afterwards.
 */
export async function overlappingWrites(pool: pg.Pool, first: Statement, second: Statement): Promise<void> {
  const [one, two] = [await pool.connect(), await pool.connect()];
  try {
    await one.query('begin');
    await two.query('begin');
    await one.query(first.text, first.values);
    const waiting = two.query(second.text, second.values);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await one.query('commit');
    await waiting;
    await two.query('commit');
  } finally {
    one.release();
    two.release();
  }
}
