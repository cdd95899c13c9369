import type { Locale } from '@starshelf/contract';

/** A value for one column; numbers and booleans are sent as text and cast by the column's type. */
export type ColumnValue = string | number | boolean | null;

/**
 * One catalogue document as the bulk writers take it: keyed by its source id (`externalId`),
 * values by column name (see collection-specs.ts), relationship ids already resolved to Payload ids.
 */
export interface ImportDocument {
  externalId: number;
  values: Record<string, ColumnValue>;
  locales?: Partial<Record<Locale, Record<string, ColumnValue>>>;
  /** Ordered target ids per relationship path. */
  rels?: Record<string, number[]>;
  /** Rows of the collection's array field, in order; localized columns under `arrayLocaleKey`. */
  array?: Record<string, ColumnValue>[];
}

/** Where an array row holds a localized column's value in one locale (`label:de`). */
export function arrayLocaleKey(column: string, locale: Locale): string {
  return `${column}:${locale}`;
}

export interface UpsertCounts {
  created: number;
  updated: number;
  unchanged: number;
}

export interface UpsertResult extends UpsertCounts {
  /** Payload id by external id, for every document passed in. */
  ids: Map<number, number>;
}

/** Text as PostgreSQL prints it, so a stored value and a wanted value compare equal. */
export function asText(value: ColumnValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return value;
}

/** A batch failed: the caller maps the external ids back to its file and rows. */
export class ImportBatchError extends Error {
  constructor(
    readonly table: string,
    readonly externalIds: number[],
    cause: unknown,
  ) {
    const first = externalIds[0];
    const last = externalIds[externalIds.length - 1];
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`writing ${table} failed in the batch of external ids ${first}..${last}: ${reason}`, { cause });
    this.name = 'ImportBatchError';
  }
}
