// The sitemaps protocol (sitemaps.org) with Google's hreflang extension: plain strings, every
// value escaped, so a slug or a public URL can never break out of its element or attribute.
import { LOCALES, type Locale } from '@starshelf/contract';

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';

export type SitemapRef = { loc: string; lastmod: Date | null };

/** `/sitemap.xml`: the list of the per-kind sitemaps. */
export function renderSitemapIndex(sitemaps: readonly SitemapRef[]): string {
  const entries = sitemaps.map(({ loc, lastmod }) =>
    `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</sitemap>`,
  );
  return [XML_HEADER, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</sitemapindex>', ''].join('\n');
}

/** A page and where it lives in each language; `x-default` is where a reader of none of them lands. */
export type SitemapUrl = { loc: string; lastmod: Date; alternates: Readonly<Record<Locale, string>>; defaultUrl: string };

function alternateLinks({ alternates, defaultUrl }: SitemapUrl): string {
  const links = LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(alternates[locale])}"/>`);
  links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(defaultUrl)}"/>`);
  return links.join('');
}

/** One sitemap of pages, each with its language alternates and its last change. */
export function renderUrlSet(urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => `<url><loc>${escapeXml(url.loc)}</loc><lastmod>${url.lastmod.toISOString()}</lastmod>${alternateLinks(url)}</url>`);
  return [
    XML_HEADER,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** What crawlers may visit: the catalogue, not the member's or the editor's pages. */
export const DISALLOWED_PATHS = ['/admin', '/profile', '/settings', '/cms'] as const;

export function renderRobotsTxt(sitemapUrl: string): string {
  return ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
