import { BoundedCache } from '../../lib/bounded-cache.js';

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
 * process. A stale page stays until its fresh render replaces it (served meanwhile, decision 132);
 * a slow render never replaces a newer one.
 */
export class PageCache extends BoundedCache<KeptPage> {
  constructor(maxEntries = 2_000, maxBytes = 64 * 1024 * 1024) {
    super((kept) => kept.page.body.length, (kept) => kept.renderedAt, maxEntries, maxBytes);
  }
}
