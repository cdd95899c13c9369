import type { Payload } from 'payload';
import type { Pool } from 'pg';

import type { SqlExecutor } from './sql-executor.js';

/**
 * What Payload's postgres adapter holds beyond its public type: the pg pool, the drizzle instance on
 * it, and one drizzle session per open transaction. This module is the only reader of those
 * internals; everything else asks it.
 */
type PostgresAdapterInternals = {
  pool?: Pool;
  drizzle: SqlExecutor;
  sessions?: Record<string | number, { db?: SqlExecutor }>;
};

function internalsOf(payload: Payload): PostgresAdapterInternals {
  return payload.db as unknown as PostgresAdapterInternals;
}

/** The pg pool Payload's adapter connects with; undefined before the adapter has connected. */
export function payloadPool(payload: Payload): Pool | undefined {
  return internalsOf(payload).pool;
}

/** The adapter's drizzle instance for the transaction `transactionId`, or on its pool when there is none. */
export function payloadDrizzle(payload: Payload, transactionId?: string | number): SqlExecutor {
  const adapter = internalsOf(payload);
  return (transactionId !== undefined && adapter.sessions?.[transactionId]?.db) || adapter.drizzle;
}
