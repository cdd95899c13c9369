import type { CatalogueChanges } from '../catalogue/catalogue-changes.js';
import { revisionCache } from '../catalogue/kept-per-revision.js';
import type { PackedSitemap } from './packed-sitemap.js';

/**
 * The sitemaps as built (and gzipped) for the catalogue's current revision: the same notices that drop
 * the rendered pages (decision 086) drop them, so an edit shows in the next request, and until then
 * a request costs a lookup instead of a scan of every collection. A file being built is shared by
 * the requests that wait for it. While the change listener is down nothing is kept. A file that
 * does not exist (`books-9999.xml`) is not remembered, so made-up names cannot fill the map.
 */
export function sitemapCache(changes: CatalogueChanges) {
  return revisionCache<string, PackedSitemap | null>(changes, { keeps: (file) => file !== null });
}

export type SitemapCache = ReturnType<typeof sitemapCache>;
