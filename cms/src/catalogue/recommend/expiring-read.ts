/**
 * A read kept for `ttlMs`: callers within that time share one promise. A read that fails is not
 * kept, so the next caller tries again at once rather than being served the failure.
 */
export function expiringRead<T>(ttlMs: number, read: () => Promise<T>) {
  let entry: { at: number; value: Promise<T> } | undefined;
  return {
    get(now: number = Date.now()): Promise<T> {
      if (!entry || now - entry.at > ttlMs) {
        const fresh = { at: now, value: read() };
        entry = fresh;
        fresh.value.catch(() => {
          if (entry === fresh) entry = undefined;
        });
      }
      return entry.value;
    },
    /** The next `get` reads again. */
    forget(): void {
      entry = undefined;
    },
  };
}
