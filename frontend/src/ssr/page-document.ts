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

/** The template cut around what each page fills in, in document order. */
interface TemplatePieces {
  /** Up to `<html …>`. */
  beforeHtml: string;
  /** From after `<html …>` up to `<title>`. */
  beforeTitle: string;
  /** From after `</title>` up to `</head>`. */
  beforeHeadEnd: string;
  /** From `</head>` up to the empty #root. */
  beforeRoot: string;
  /** After the empty #root. */
  afterRoot: string;
}

// The page's scripts wait behind what shows it (the cover, the fonts): low priority, still fetched
// in parallel from the start (decision 092).
const withLowPriority = (html: string) => html.replace(SCRIPT_TAGS, (tag) => `${tag} fetchpriority="low"`);

function cutTemplate(template: string): TemplatePieces {
  const html = withLowPriority(template);
  const htmlTag = HTML_TAG.exec(html);
  const titleTag = TITLE_TAG.exec(html);
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf(ROOT_TAG);
  if (!htmlTag || !titleTag || root === -1) throw new Error('the page template lacks <html>, <title> or the empty #root');
  const htmlEnd = htmlTag.index + htmlTag[0].length;
  const titleEnd = titleTag.index + titleTag[0].length;
  if (!(htmlEnd <= titleTag.index && titleEnd <= headEnd && headEnd <= root)) throw new Error('the page template is not <html>, <title>, </head>, #root in that order');
  return {
    beforeHtml: html.slice(0, htmlTag.index),
    beforeTitle: html.slice(htmlEnd, titleTag.index),
    beforeHeadEnd: html.slice(titleEnd, headEnd),
    beforeRoot: html.slice(headEnd, root),
    afterRoot: html.slice(root + ROOT_TAG.length),
  };
}

/**
 * The template's pieces, with and without its site-wide description, cut once per template: the
 * template (its stylesheet inlined) is most of every page, and searching it again for each page
 * cost a twentieth of a render.
 */
let cut: { template: string; withDescription: TemplatePieces; withoutDescription: TemplatePieces } | undefined;

function piecesOf(template: string, keepsDescription: boolean): TemplatePieces {
  if (cut?.template !== template) {
    cut = { template, withDescription: cutTemplate(template), withoutDescription: cutTemplate(template.replace(DESCRIPTION_TAG, '')) };
  }
  return keepsDescription ? cut.withDescription : cut.withoutDescription;
}

/** The whole HTML document of a server-rendered page. */
export function buildPageDocument(parts: PageDocumentParts): string {
  // The template's site-wide description gives way to the page's own, when the head tags bring one.
  const pieces = piecesOf(parts.template, !parts.headTags.includes('name="description"'));
  // The theme is the reader's cookie; the browser's applyTheme() keeps the class as it is.
  const themeClass = parts.theme === 'dark' ? ' class="dark"' : '';
  const preloads = parts.preloads.map((file) => `    <link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(file)}">\n`).join('');
  const attributes = Object.entries(parts.rootAttributes).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  // A data block, not a script: the CSP forbids inline scripts that run.
  const state = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${parts.queryState}</script>`;
  return [
    pieces.beforeHtml,
    `<html lang="${escapeHtml(parts.language)}"${themeClass}>`,
    pieces.beforeTitle,
    parts.headTags,
    pieces.beforeHeadEnd,
    `${preloads}  `,
    pieces.beforeRoot,
    `<div id="root"${attributes}>${parts.markup}</div>\n    ${state}`,
    pieces.afterRoot,
  ].join('');
}
