/** One rendered page as it is sent: its status, its HTML as UTF-8 bytes and its ETag. */
export interface CachedPage {
  status: 200 | 404;
  body: Buffer;
  etag: string;
}

/**
 * A page as kept: the change number its render started at and what it showed (`ChangeLedger`,
 * docs/decisions/132-pages-stale-by-what-changed.md), so a change marks only the pages it touches stale.
 */
export interface KeptPage {
  page: CachedPage;
  renderedAt: number;
  dependencies: readonly string[];
}

/**
 * Rendered pages, least recently used dropped first. Keys carry any query string a client sends,
 * so the size bound (entries and bytes) is what keeps a crawler of made-up URLs from growing the
 * process. A stale page stays until its fresh render replaces it (served meanwhile, decision 132).
 */
export class PageCache {
  private readonly entries = new Map<string, KeptPage>();
  private bytes = 0;

  constructor(private readonly maxEntries = 2_000, private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string): KeptPage | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    // Re-inserted: a Map keeps insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept;
  }

  /** Stores a page unless the one kept was rendered later (a slow render never replaces a newer one). */
  set(key: string, kept: KeptPage): void {
    const current = this.entries.get(key);
    if (current && current.renderedAt > kept.renderedAt) return;
    this.remove(key);
    this.entries.set(key, kept);
    this.bytes += kept.page.body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
  }

  delete(key: string): void {
    this.remove(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.bytes -= kept.page.body.length;
    this.entries.delete(key);
  }
}
