import type { CatalogueChanges } from '../catalogue/catalogue-changes.js';

/**
 * The sitemaps as built for the catalogue's current revision: the same notices that drop
 * the rendered pages (decision 086) drop them, so an edit shows in the next request, and until then
 * a request costs a lookup instead of a scan of every collection. A file being built is shared by
 * the requests that wait for it. While the change listener is down nothing is kept. A file that
 * does not exist (`books-9999.xml`) is not remembered, so made-up names cannot fill the map.
 */
export function sitemapCache(changes: CatalogueChanges) {
  let revision = -1;
  const files = new Map<string, Promise<string | null>>();

  return async (name: string, build: () => Promise<string | null>): Promise<string | null> => {
    if (!changes.isLive()) return build();
    if (changes.revision() !== revision) {
      files.clear();
      revision = changes.revision();
    }
    let file = files.get(name);
    if (!file) {
      const built = build();
      file = built;
      files.set(name, built);
      // A failed or empty build is tried again by the next request rather than remembered.
      const forget = () => {
        if (files.get(name) === built) files.delete(name);
      };
      built.then((xml) => xml === null && forget(), forget);
    }
    return file;
  };
}

export type SitemapCache = ReturnType<typeof sitemapCache>;
