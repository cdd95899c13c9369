import type { Payload } from 'payload';
import type { Pool } from 'pg';

/** Hands over the Payload instance for the Local-API writes; the caller decides when it boots. */
export type PayloadProvider = () => Promise<Payload>;

export type CatalogueRuntime = {
  /** The pool the hand-tuned reads, the bulk writers and the aggregate writes run on; the caller owns it. */
  pool: Pool;
  /** For the writes that go through Payload (its hooks keep slugs, editions and the search index right). */
  payload?: PayloadProvider;
};

let current: CatalogueRuntime | undefined;

/**
 * Gives the catalogue its database: called once at the top of each process that uses the library
 * (docs/architecture.md). The library opens no connection and boots nothing of its own.
 */
export function configureCatalogue(runtime: CatalogueRuntime): void {
  current = runtime;
}

function runtime(): CatalogueRuntime {
  if (!current) throw new Error('the catalogue has no database: call configureCatalogue({ pool }) at the start of the process');
  return current;
}

export function cataloguePool(): Pool {
  return runtime().pool;
}

/** The Payload instance for a Local-API write; a process that gave no provider cannot write through Payload. */
export async function cataloguePayload(): Promise<Payload> {
  const { payload } = runtime();
  if (!payload) throw new Error('the catalogue was configured without Payload: configureCatalogue({ pool, payload }) for writes');
  return payload();
}
