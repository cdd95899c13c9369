// The detail answers of books, authors and series, kept as sent until a change touches what they
// show (docs/decisions/155-detail-answers-kept-by-what-changed.md).
import { ok, type Locale } from '@starshelf/contract';
import { etagOf } from '../../http/cache-headers.js';
import { BoundedCache } from '../../lib/bounded-cache.js';
import type { CatalogueChanges } from './catalogue-changes.js';
import { changeLedgerOf, tagsOfDetailAnswer } from './change-ledger.js';

export type DetailKind = 'books' | 'authors' | 'series' | 'awards';

/**
 * The kinds whose detail answers are kept: those a rating notice names by id (decision 132). An
 * award's answer shows its books' ratings, which no notice ties to the award: it is read every time.
 */
const KEPT_KINDS: ReadonlySet<DetailKind> = new Set(['books', 'authors', 'series']);

/** A detail answer as sent: the JSON envelope as bytes and its ETag, with the item's id and slug. */
export interface KeptAnswer {
  id: number;
  slug: string;
  body: Buffer;
  etag: string;
}

type Entry = { answer: KeptAnswer; loadedAt: number; tags: readonly string[] };

export interface KeptDetailOptions {
  maxEntries?: number;
  maxBytes?: number;
}

/** Reads one item's detail in a language; null when the key names no current item. */
export type DetailLoad = () => Promise<{ id: number; slug: string } | null>;

/**
 * The detail answers, each kept under its kind, language and the key it was asked by, with the
 * change number its load began at and the tags of what it shows (its item, the books it lists). It
 * is served while no change heard since touched one of those tags; otherwise, or when it is not
 * kept, it is loaded again, and calls for the same key at the same change number share one load.
 * Nothing is kept while the change listener is down, and unknown keys are never kept.
 */
export function keptDetailAnswers(changes: CatalogueChanges, { maxEntries = 5_000, maxBytes = 48 * 1024 * 1024 }: KeptDetailOptions = {}) {
  const cache = new BoundedCache<Entry>((entry) => entry.answer.body.length, (entry) => entry.loadedAt, maxEntries, maxBytes);
  const ledger = changeLedgerOf(changes);
  const canKeep = () => changes.isLive() && changes.onChange !== undefined;
  const inFlight = new Map<string, Promise<KeptAnswer | null>>();

  const load = async (kind: DetailKind, key: string, read: DetailLoad): Promise<KeptAnswer | null> => {
    // Taken before anything is read: a change heard during the read leaves the answer stale.
    const loadedAt = ledger.now();
    const item = await read();
    if (!item) return null;
    const body = Buffer.from(JSON.stringify(ok(item)));
    const answer: KeptAnswer = { id: item.id, slug: item.slug, body, etag: etagOf(body) };
    if (canKeep() && KEPT_KINDS.has(kind)) cache.set(key, { answer, loadedAt, tags: tagsOfDetailAnswer(kind, item) });
    return answer;
  };

  return (kind: DetailKind, idOrSlug: string, locale: Locale, read: DetailLoad, view = ''): Promise<KeptAnswer | null> => {
    // `view`: which part of the item the answer holds, for a detail that has more than one (a book's editions).
    const key = `${kind}|${locale}|${view}|${idOrSlug}`;
    if (!canKeep() || !KEPT_KINDS.has(kind)) return load(kind, key, read);
    const kept = cache.get(key);
    if (kept && ledger.isFresh(kept.loadedAt, kept.tags)) return Promise.resolve(kept.answer);
    // A load that began before a change is not shared with a call that came after it.
    const flightKey = `${ledger.now()}|${key}`;
    let flight = inFlight.get(flightKey);
    if (!flight) {
      flight = load(kind, key, read).finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, flight);
    }
    return flight;
  };
}
