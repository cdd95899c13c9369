import type { Payload, PayloadRequest } from 'payload';

import { payloadDrizzle } from './payload-adapter.js';
import type { SqlExecutor } from './sql-executor.js';

/**
 * Where raw SQL of a hook runs: inside the write's transaction when `req` carries one (the
 * write is not committed yet, and locks must last until it is), else on the adapter's pool.
 */
export async function executorFor(payload: Payload, req?: PayloadRequest): Promise<SqlExecutor> {
  const transactionId = req?.transactionID ? await req.transactionID : undefined;
  return payloadDrizzle(payload, transactionId);
}
