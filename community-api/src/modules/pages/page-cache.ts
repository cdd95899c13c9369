/** One rendered page as it is sent: its status, its HTML as UTF-8 bytes and its ETag. */
export interface CachedPage {
  status: 200 | 404;
  body: Buffer;
  etag: string;
}

/**
 * The rendered pages of one catalogue revision, least recently used dropped first. Keys carry any
 * query string a client sends, so the size bound (entries and bytes) is what keeps a crawler of
 * made-up URLs from growing the process.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private revision = -1;
  private bytes = 0;

  constructor(private readonly maxEntries = 2_000, private readonly maxBytes = 64 * 1024 * 1024) {}

  /** The page cached for `key` at `revision`; an older revision empties the cache first. */
  get(revision: number, key: string): CachedPage | undefined {
    this.moveTo(revision);
    const page = this.entries.get(key);
    if (!page) return undefined;
    // Re-inserted: a Map keeps insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, page);
    return page;
  }

  /** Stores a page rendered at `revision`; one rendered before the latest change is not kept. */
  set(revision: number, key: string, page: CachedPage): void {
    if (revision < this.revision) return;
    this.moveTo(revision);
    this.remove(key);
    this.entries.set(key, page);
    this.bytes += page.body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private moveTo(revision: number): void {
    if (revision === this.revision) return;
    this.entries.clear();
    this.bytes = 0;
    this.revision = revision;
  }

  private remove(key: string): void {
    const page = this.entries.get(key);
    if (!page) return;
    this.bytes -= page.body.length;
    this.entries.delete(key);
  }
}
