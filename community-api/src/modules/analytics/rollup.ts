import type { StoredEvent } from './schemas.js';

export type Dimension = 'event' | 'route' | 'book' | 'search' | 'role';
export type RollupRow = { day: string; dimension: Dimension; key: string; count: number };

/** UTC calendar day, so every process and the dashboard agree on where a day starts. */
export const dayOf = (iso: string | Date): string => (typeof iso === 'string' ? new Date(iso) : iso).toISOString().slice(0, 10);

function dimensionsOf(event: StoredEvent): Array<[Dimension, string]> {
  const keys: Array<[Dimension, string]> = [['event', event.eventType]];
  if (event.eventType === 'page_view') {
    if (event.route) keys.push(['route', event.route]);
    keys.push(['role', event.userRole]);
  }
  if (event.entityType === 'book' && event.entityId && (event.eventType === 'modal_open' || event.eventType === 'page_view')) {
    keys.push(['book', event.entityId]);
  }
  if (event.entityType === 'search' && event.entityId) {
    const query = event.entityId.trim().toLowerCase();
    if (query) keys.push(['search', query]);
  }
  return keys;
}

/**
 * Folds events into per-day counts, sorted by key so concurrent upserts lock rows in one order
 * (no deadlocks between two batches).
 */
export function rollUp(events: StoredEvent[]): RollupRow[] {
  const counts = new Map<string, RollupRow>();
  for (const event of events) {
    const day = dayOf(event.occurredAt);
    for (const [dimension, key] of dimensionsOf(event)) {
      const id = `${day}\u0000${dimension}\u0000${key}`;
      const row = counts.get(id);
      if (row) row.count += 1;
      else counts.set(id, { day, dimension, key, count: 1 });
    }
  }
  return [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}
