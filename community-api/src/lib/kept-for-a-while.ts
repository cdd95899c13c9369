import type { Clock } from './clock.js';

export interface KeptForAWhile<Key, Value> {
  /** The value kept under `key` if it was read less than `keepMs` ago, else a new read (shared by the calls that meet it). */
  get: (key: Key, read: () => Promise<Value>) => Promise<Value>;
  /** Drops every kept value: the next call reads afresh (after a change this process made itself). */
  forget: () => void;
}

/**
 * Values kept for a fixed time after their read began, for answers no notice tells us have changed
 * (the analytics dashboard, written by the worker in another process: decision 157). Calls that
 * arrive while a read is under way share it; a read that fails is not kept. `forget` also keeps a
 * read begun before it from being kept. Keys must be few: nothing is evicted before it expires, and
 * the expired ones are swept whenever a new read is kept.
 */
export function keptForAWhile<Key, Value>(keepMs: number, clock: Clock): KeptForAWhile<Key, Value> {
  let values = new Map<Key, { value: Promise<Value>; readAt: number }>();
  return {
    get(key, read) {
      const now = clock().getTime();
      const kept = values.get(key);
      if (kept && now - kept.readAt < keepMs) return kept.value;
      for (const [known, { readAt }] of values) if (now - readAt >= keepMs) values.delete(known);
      const value = read();
      const entry = { value, readAt: now };
      const own = values;
      own.set(key, entry);
      value.catch(() => {
        if (own.get(key) === entry) own.delete(key);
      });
      return value;
    },
    forget() {
      values = new Map();
    },
  };
}
