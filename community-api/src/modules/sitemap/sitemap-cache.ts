import type { CatalogueChanges } from '../catalogue/catalogue-changes.js';
import { keptWhileRefreshing } from '../catalogue/kept-per-revision.js';
import type { PackedSitemap } from './packed-sitemap.js';

/**
 * The sitemaps as built (and gzipped) for the catalogue's revision: a request costs a lookup instead
 * of a scan of a collection. After a change (the same notices that drop the rendered pages,
 * decision 086) the file built before it is served while one build of the new revision runs
 * (decision 150): at a million books the index takes about 3 s to build, and a crawler should not
 * wait for it; the change shows once the build is in, seconds later. While the change listener is
 * down nothing is kept. A file that does not exist (`books-9999.xml`) is not remembered, so made-up
 * names cannot fill the map.
 */
export function sitemapCache(changes: CatalogueChanges, build: (file: string) => Promise<PackedSitemap | null>) {
  return keptWhileRefreshing<string, PackedSitemap | null>(changes, build, { keeps: (file) => file !== null });
}

export type SitemapCache = ReturnType<typeof sitemapCache>;
