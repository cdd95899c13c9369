import type { CatalogueChanges } from './catalogue-changes.js';

/**
 * `load` answered once per key and catalogue revision: a read that only a change of the catalogue
 * can change (the genres with their book counts, the moods with theirs) is kept until the next
 * `catalogue_changed` notice. While the listener is down every call loads afresh, as nothing kept
 * may be trusted then (decision 086). A load that fails is tried again by the next call. Keys
 * must be few (a locale): each revision keeps one answer per key.
 */
export function keptPerRevision<Key, Value>(changes: CatalogueChanges, load: (key: Key) => Promise<Value>): (key: Key) => Promise<Value> {
  let kept = { revision: Number.NaN, values: new Map<Key, Promise<Value>>() };
  return (key) => {
    if (!changes.isLive()) return load(key);
    const revision = changes.revision();
    if (kept.revision !== revision) kept = { revision, values: new Map() };
    const { values } = kept;
    const known = values.get(key);
    if (known) return known;
    const value = load(key);
    values.set(key, value);
    value.catch(() => {
      if (values.get(key) === value) values.delete(key);
    });
    return value;
  };
}
