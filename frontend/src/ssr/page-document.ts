import type { Locale, Theme } from '@starshelf/contract';
import { QUERY_STATE_ELEMENT_ID } from '@/lib/query-state-transfer';
import { escapeHtml } from '@/lib/page-head/render-head-tags';

const ROOT_TAG = '<div id="root"></div>';
const HTML_TAG = /<html[^>]*>/;
const TITLE_TAG = /<title>[^<]*<\/title>/;
const DESCRIPTION_TAG = /\s*<meta name="description"[^>]*>/;
/** The template's entry script and its modulepreloads (written by Vite). */
const SCRIPT_TAGS = /<(?:script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

export interface PageDocumentParts {
  /** dist/index.html with its stylesheet inlined (made by the build). */
  template: string;
  language: Locale;
  theme: Theme;
  /** The app's server markup, for #root. */
  markup: string;
  /** What the browser checks before taking the markup over (see app/prerendered-page.ts). */
  rootAttributes: Record<string, string>;
  /** /assets/... chunks the first render needs. */
  preloads: readonly string[];
  /** Escaped head tags, <title> included: they replace the template's title. */
  headTags: string;
  /** The query cache as escaped JSON (serializeQueryState). */
  queryState: string;
}

/** The whole HTML document of a server-rendered page. */
export function buildPageDocument(parts: PageDocumentParts): string {
  const { template } = parts;
  if (!template.includes(ROOT_TAG) || !HTML_TAG.test(template) || !TITLE_TAG.test(template)) {
    throw new Error('the page template lacks <html>, <title> or the empty #root');
  }
  // The theme is the reader's cookie; the browser's applyTheme() keeps the class as it is.
  const themeClass = parts.theme === 'dark' ? ' class="dark"' : '';
  const preloads = parts.preloads.map((file) => `    <link rel="modulepreload" crossorigin href="${escapeHtml(file)}">\n`).join('');
  // The page is readable before any script runs, so its scripts wait behind what shows it (the
  // cover, the fonts): low priority, still fetched in parallel from the start (decision 092).
  const withLowPriority = (html: string) => html.replace(SCRIPT_TAGS, (tag) => `${tag} fetchpriority="low"`);
  const attributes = Object.entries(parts.rootAttributes).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  // A data block, not a script: the CSP forbids inline scripts that run.
  const state = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${parts.queryState}</script>`;
  // The template's site-wide description gives way to the page's own, when the head tags bring one.
  const page = parts.headTags.includes('name="description"') ? template.replace(DESCRIPTION_TAG, '') : template;
  return withLowPriority(page.replace('</head>', () => `${preloads}  </head>`))
    .replace(HTML_TAG, `<html lang="${escapeHtml(parts.language)}"${themeClass}>`)
    .replace(TITLE_TAG, () => parts.headTags)
    .replace(ROOT_TAG, () => `<div id="root"${attributes}>${parts.markup}</div>\n    ${state}`);
}
