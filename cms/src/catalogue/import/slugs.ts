import { slugify } from '@starshelf/contract';
import type { Pool } from 'pg';

export interface SlugRegistry {
  /** Slugs already stored for imported documents: kept, so links stay stable across runs. */
  byExternalId: Map<number, string>;
  /** Every slug in the table, imported or typed by an editor. */
  taken: Set<string>;
}

/** Reads the slugs a collection holds; the input to `assignSlugs`. */
export async function readSlugs(pool: Pool, table: string): Promise<SlugRegistry> {
  const { rows } = await pool.query<{ slug: string | null; external_id: string | null }>(
    `select slug, external_id::text as external_id from cms.${table} where slug is not null`,
  );
  const byExternalId = new Map<number, string>();
  const taken = new Set<string>();
  for (const row of rows) {
    if (!row.slug) continue;
    taken.add(row.slug);
    if (row.external_id !== null) byExternalId.set(Number(row.external_id), row.slug);
  }
  return { byExternalId, taken };
}

/**
 * The slug hook's rule (src/hooks/unique-slug.ts) computed in memory for a whole import:
 * slugify the source, fall back when nothing is left, append -2, -3, ... until unused.
 * Documents that already have a slug keep it. Items are handled in order, so the result is stable.
 */
export function assignSlugs(
  registry: SlugRegistry,
  items: readonly { externalId: number; source: string }[],
  options: { fallback: string; toSlug?: (source: string) => string },
): Map<number, string> {
  const toSlug = options.toSlug ?? slugify;
  const result = new Map<number, string>();
  for (const item of items) {
    const stored = registry.byExternalId.get(item.externalId);
    if (stored) result.set(item.externalId, stored);
  }
  for (const item of items) {
    if (result.has(item.externalId)) continue;
    const base = toSlug(item.source) || options.fallback;
    let candidate = base;
    for (let suffix = 2; registry.taken.has(candidate); suffix += 1) candidate = `${base}-${suffix}`;
    registry.taken.add(candidate);
    result.set(item.externalId, candidate);
  }
  return result;
}
