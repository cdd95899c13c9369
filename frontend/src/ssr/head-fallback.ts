import type { Locale } from '@starshelf/contract';
import type { PageHead } from '@/lib/page-head/page-head';
import { escapeHtml } from './escape-html';

// TODO(integrator): replace this file's use in render-page.tsx with renderHeadTags from
// '@/lib/page-head/render-head-tags' (helper "head"), then delete this file.
/** Until the full head renderer arrives: the page's title alone. */
export function renderHeadTags(_head: PageHead, ctx: { origin: string; path: string; language: Locale; fullTitle: string }): string {
  return `<title>${escapeHtml(ctx.fullTitle)}</title>`;
}
