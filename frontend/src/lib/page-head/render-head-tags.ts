import { isSafeUrl, LOCALES, type Locale } from '@starshelf/contract';
import type { PageHead } from './page-head-fields';
import { pageUrls } from './page-urls';

export interface HeadContext {
  /** The public origin, e.g. `https://starshelf.example`. */
  origin: string;
  /** The page's path and query string as requested (it may carry `lang=`). */
  path: string;
  language: Locale;
  /** What `usePageHead` computed: "Dune – Frank Herbert | Starshelf". */
  fullTitle: string;
}

/** The preview image of pages without one of their own (frontend/public). */
export const DEFAULT_SHARE_IMAGE = '/share-image.png';
/** Search results and share previews show about this many characters. */
export const DESCRIPTION_MAX_LENGTH = 160;

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', de: 'de_DE', it: 'it_IT' };
const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}

/** Plain text of at most `max` characters, cut at a word where it can be, with an ellipsis. */
export function cutDescription(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const head = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${head.replace(/[\s.,;:!?\-–—]+$/, '')}…`;
}

/** An http(s) URL on the site's origin for a site-relative one; anything else is refused. */
function absoluteUrl(url: string, origin: string): string | null {
  if (!isSafeUrl(url)) return null;
  try {
    const resolved = new URL(url, `${origin}/`);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null;
  } catch {
    return null;
  }
}

const LINK_KEYS = new Set(['url', 'image', '@id', 'target']);

/** The schema.org builders give site-relative links; the head makes them absolute. */
function absoluteLinks(value: unknown, origin: string, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => absoluteLinks(item, origin, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, absoluteLinks(item, origin, name)]));
  }
  if (typeof value === 'string' && LINK_KEYS.has(key) && /^\/(?!\/)/.test(value)) return absoluteUrl(value, origin) ?? value;
  return value;
}

/**
 * JSON inside <script>: `<` (so no "</script>" or "<!--" can end or bend the element), `>`, `&`
 * and the two line separators JavaScript once refused are written as \u escapes.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Marks the tags written here, so the browser can replace them when the page changes (`syncHeadTags`). */
export const HEAD_TAG_MARK = 'data-page-head';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" ${HEAD_TAG_MARK}>`;
const link = (attributes: string, href: string) => `<link ${attributes} href="${escapeHtml(href)}" ${HEAD_TAG_MARK}>`;

/** The page's <head> tags from what it stated with `usePageHead`: title, description, language addresses, previews, schema.org. */
export function renderHeadTags(head: PageHead, ctx: HeadContext): string {
  const origin = ctx.origin.replace(/\/+$/, '');
  // An address that names nothing has no canonical form or language versions to point to: search
  // engines report alternates that answer 404 as errors, and a made-up path would be echoed seven times.
  const urls = head.notFound ? undefined : pageUrls(origin, head.canonicalPath ?? ctx.path, ctx.language);
  const description = head.description ? cutDescription(head.description) : '';
  const ownImage = head.image ? absoluteUrl(head.image, origin) : null;
  const image = ownImage ?? `${origin}${DEFAULT_SHARE_IMAGE}`;

  const tags = [`<title>${escapeHtml(ctx.fullTitle)}</title>`];
  if (description) tags.push(meta('name', 'description', description));
  if (head.notFound) tags.push(meta('name', 'robots', 'noindex'));
  if (urls) {
    tags.push(link('rel="canonical"', urls.canonical));
    for (const locale of LOCALES) tags.push(link(`rel="alternate" hreflang="${locale}"`, urls.alternates[locale]));
    tags.push(link('rel="alternate" hreflang="x-default"', urls.xDefault));
  }

  tags.push(
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', ctx.fullTitle),
    ...(urls ? [meta('property', 'og:url', urls.canonical)] : []),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', OG_LOCALES[ctx.language]),
    ...LOCALES.filter((locale) => locale !== ctx.language).map((locale) => meta('property', 'og:locale:alternate', OG_LOCALES[locale])),
  );
  if (description) tags.push(meta('property', 'og:description', description));
  // A cover or portrait is upright: the small card shows it whole; the site's image is made for the large one.
  tags.push(meta('name', 'twitter:card', ownImage ? 'summary' : 'summary_large_image'), meta('name', 'twitter:title', ctx.fullTitle), meta('name', 'twitter:image', image));
  if (description) tags.push(meta('name', 'twitter:description', description));

  for (const data of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json" ${HEAD_TAG_MARK}>${serializeJsonLd(absoluteLinks(data, origin))}</script>`);
  }
  return tags.join('\n');
}
