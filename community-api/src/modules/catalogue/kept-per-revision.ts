import type { CatalogueChanges } from './catalogue-changes.js';

export interface KeptOptions<Value> {
  /** Whether a settled value is kept; one that is not (a sitemap page past the end) is loaded again next time. */
  keeps?: (value: Value) => boolean;
  /** At most this many keys per revision, the oldest dropped first: for keys a caller cannot bound. */
  maxKeys?: number;
}

/**
 * Answers per key and catalogue revision, loaded by the `load` each call brings: what only a change
 * of the catalogue can change is kept until the next `catalogue_changed` notice, and calls for a key
 * whose load is under way share it. While the listener is down every call loads afresh, as nothing
 * kept may be trusted then (decision 086). A load that fails, or whose value `keeps` refuses, is
 * tried again by the next call. Keys must be few or bounded by their caller: each revision keeps
 * one answer per key.
 */
export function revisionCache<Key, Value>(
  changes: CatalogueChanges,
  { keeps, maxKeys = Number.POSITIVE_INFINITY }: KeptOptions<Value> = {},
): (key: Key, load: () => Promise<Value>) => Promise<Value> {
  let kept = { revision: Number.NaN, values: new Map<Key, Promise<Value>>() };
  return (key, load) => {
    if (!changes.isLive()) return load();
    const revision = changes.revision();
    if (kept.revision !== revision) kept = { revision, values: new Map() };
    const { values } = kept;
    const known = values.get(key);
    if (known) return known;
    const value = load();
    values.set(key, value);
    if (values.size > maxKeys) values.delete(values.keys().next().value as Key);
    const forget = () => {
      if (values.get(key) === value) values.delete(key);
    };
    value.then((settled) => keeps?.(settled) === false && forget(), forget);
    return value;
  };
}

/**
 * `load` answered once per key and catalogue revision (revisionCache): the genres with their book
 * counts, the moods with theirs, the slugs items have left.
 */
export function keptPerRevision<Key, Value>(changes: CatalogueChanges, load: (key: Key) => Promise<Value>): (key: Key) => Promise<Value> {
  const kept = revisionCache<Key, Value>(changes);
  return (key) => kept(key, () => load(key));
}

/**
 * The totals of the catalogue's lists, kept per revision (decision 135): a list of a million books
 * is counted once per change, not for every page asked for. Filter values (and a member's own
 * list) make the keys, so only the most recent `maxKeys` are kept.
 */
export function countsPerRevision(changes: CatalogueChanges, maxKeys = 2_000): (key: string, count: () => Promise<number>) => Promise<number> {
  return revisionCache<string, number>(changes, { maxKeys });
}

/**
 * `load` answered once per key and catalogue revision, like keptPerRevision, but a change does not
 * make callers wait: the answer of an older revision is served while one load of the new one runs
 * (decision 135). For answers that take long on a large catalogue and that every page asks for (the
 * start page's data, the genres with their counts) or that a crawler asks for (the sitemaps,
 * decision 150). A failed refresh keeps the older answer and the next call tries again. An answer
 * `keeps` refuses is not kept: the next call loads afresh (a sitemap file that no longer exists).
 * Keys must be few (a locale) or bounded by what `keeps` accepts.
 */
export function keptWhileRefreshing<Key, Value>(
  changes: CatalogueChanges,
  load: (key: Key) => Promise<Value>,
  { keeps }: Pick<KeptOptions<Value>, 'keeps'> = {},
): (key: Key) => Promise<Value> {
  type Entry = { revision: number; value: Promise<Value>; refreshing?: Promise<void> | undefined };
  const entries = new Map<Key, Entry>();
  const refused = (value: Value) => keeps?.(value) === false;
  return (key) => {
    if (!changes.isLive()) return load(key);
    const revision = changes.revision();
    const entry = entries.get(key);
    if (entry?.revision === revision) return entry.value;
    if (!entry) {
      const value = load(key);
      const fresh: Entry = { revision, value };
      entries.set(key, fresh);
      const forget = () => entries.get(key) === fresh && entries.delete(key);
      value.then((settled) => refused(settled) && forget(), forget);
      return value;
    }
    // An older answer is served while one load of this revision runs; it replaces the older one once in.
    if (!entry.refreshing) {
      const value = load(key);
      entry.refreshing = value.then(
        (settled) => {
          if (refused(settled)) entries.delete(key);
          else entries.set(key, { revision, value });
        },
        () => {
          entry.refreshing = undefined;
        },
      );
    }
    return entry.value;
  };
}
