import { bookSlug, catalogueItemPath, LANGUAGE_QUERY_PARAM, LOCALES, withQuery, type Locale } from '@starshelf/contract';
import { idRangeOfFile, LINK_FILE_WIDTH, listLinkTargetFiles, listLinkTargets, type SluggedTable } from '@starshelf/cms/catalogue';
import { renderSitemapIndex, renderUrlSet, type SitemapRef, type SitemapUrl } from './sitemap-xml.js';

/** The kinds of catalogue page a sitemap lists, in the order of the index. */
export const SITEMAP_KINDS = ['books', 'authors', 'series', 'genres', 'awards'] as const satisfies readonly SluggedTable[];
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/**
 * Ids per sitemap file (decisions 150, 152): 5,000, the width the catalogue's file index is cut at.
 * The protocol allows 50,000 addresses and 50 MB of XML per file; each address here carries its three
 * languages and x-default, about 650 bytes, so a full file is near 3.3 MB of XML. A file's cost
 * follows its addresses, so a narrow file keeps a crawler's request and the rebuild after a change
 * small whatever the catalogue's size, and the index (one entry per file) stays far below its own
 * limit of 50,000 files (200 books files at a million books).
 */
export const URLS_PER_SITEMAP = LINK_FILE_WIDTH;

/**
 * The address of a page in one language: `?lang=<locale>` (LANGUAGE_QUERY_PARAM), which wins over the
 * reader's cookie and Accept-Language on the server and in the browser (decision 088). The detail
 * pages carry no other query parameters, so the language is always the only one.
 */
function languageUrl(origin: string, path: string, locale: Locale): string {
  return `${origin}${withQuery(path, { [LANGUAGE_QUERY_PARAM]: locale })}`;
}

/**
 * One entry per page: `loc` is the address without a language (the x-default, which adapts to the
 * reader), listed with the three per-language addresses as its hreflang alternates.
 */
function sitemapUrl(origin: string, path: string, lastmod: Date): SitemapUrl {
  const alternates = Object.fromEntries(LOCALES.map((locale) => [locale, languageUrl(origin, path, locale)])) as Record<Locale, string>;
  return { loc: `${origin}${path}`, lastmod, alternates, defaultUrl: `${origin}${path}` };
}

export const sitemapFileName = (kind: SitemapKind, page: number) => `${kind}-${page}.xml`;

/**
 * The item's own address, the one its page names as canonical and the site's links use: a book's
 * slug carries its id (`dune-42`); an item without a slug is named by its id alone.
 */
function pathKey(kind: SitemapKind, item: { id: number; slug: string }): string {
  return kind === 'books' && item.slug !== String(item.id) ? bookSlug(item.slug, item.id) : item.slug;
}

/**
 * The sitemaps cut by id (decision 133): file k of a kind holds its public items with ids
 * `(k - 1) * urlsPerSitemap + 1` to `k * urlsPerSitemap`, so no file holds more than the protocol
 * allows, reading one costs a range of the index wherever it lies, and an item stays in its file
 * while others come and go. Files whose ids hold no public item are left out of the index.
 */
export function sitemapService(publicUrl: string, urlsPerSitemap = URLS_PER_SITEMAP) {
  const origin = publicUrl.replace(/\/+$/, '');
  return {
    /** The index: each kind's files that hold items, each with the newest change among its own items. */
    async index(): Promise<string> {
      const files = await Promise.all(SITEMAP_KINDS.map(async (kind) => ({ kind, files: await listLinkTargetFiles(kind, urlsPerSitemap) })));
      const refs: SitemapRef[] = files.flatMap(({ kind, files: kindFiles }) =>
        kindFiles.map(({ file, lastUpdatedAt }) => ({ loc: `${origin}/sitemaps/${sitemapFileName(kind, file)}`, lastmod: lastUpdatedAt })),
      );
      return renderSitemapIndex(refs);
    },

    /**
     * One file of a kind (counted from 1), or null when its ids hold no public item; the first file
     * always answers, empty while the kind has none in its range.
     */
    async page(kind: SitemapKind, page: number): Promise<string | null> {
      const items = await listLinkTargets(kind, idRangeOfFile(page, urlsPerSitemap));
      if (items.length === 0 && page > 1) return null;
      return renderUrlSet(items.map((item) => sitemapUrl(origin, catalogueItemPath(kind, pathKey(kind, item)), item.updatedAt)));
    },

    robotsSitemapUrl: `${origin}/sitemap.xml`,
  };
}

export type SitemapService = ReturnType<typeof sitemapService>;
