/**
 * Entries by key, the least recently used dropped first once there are more than `maxEntries` or
 * their sizes add up to more than `maxBytes`. An entry is never replaced by one that is older by
 * `ageOf` (a slow load that began first must not overwrite a newer one).
 */
export class BoundedCache<Entry> {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly sizeOf: (entry: Entry) => number,
    private readonly ageOf: (entry: Entry) => number,
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Re-inserted: a Map keeps insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry): void {
    const current = this.entries.get(key);
    if (current !== undefined && this.ageOf(current) > this.ageOf(entry)) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += this.sizeOf(entry);
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.bytes -= this.sizeOf(entry);
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
