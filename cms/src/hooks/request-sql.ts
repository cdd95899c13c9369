import type { SQL } from 'drizzle-orm';
import type { Payload, PayloadRequest } from 'payload';

export type SqlExecutor = { execute: (query: SQL) => Promise<{ rows: unknown[] }> };

/**
 * Where raw SQL of a hook runs: inside the write's transaction when `req` carries one (the
 * write is not committed yet, and locks must last until it is), else on the adapter's pool.
 */
export async function executorFor(payload: Payload, req?: PayloadRequest): Promise<SqlExecutor> {
  const adapter = payload.db as unknown as { drizzle: SqlExecutor; sessions?: Record<string | number, { db?: SqlExecutor }> };
  const transactionId = req?.transactionID ? await req.transactionID : undefined;
  return (transactionId !== undefined && adapter.sessions?.[transactionId]?.db) || adapter.drizzle;
}
