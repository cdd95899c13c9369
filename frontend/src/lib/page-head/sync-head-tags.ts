import type { Locale } from '@starshelf/contract';
import type { PageHead } from './page-head';
import { HEAD_TAG_MARK, renderHeadTags } from './render-head-tags';

/**
 * The browser's side of the head: after a client-side navigation (or a language switch) the tags
 * the server wrote for the first page would describe the wrong one, so they are written again for
 * the current page, from the same renderer. The shell's generic description gives way as well.
 * The title is left to `document.title`.
 */
export function syncHeadTags(head: PageHead, fullTitle: string, language: Locale, doc: Document = document): void {
  const { origin, pathname, search } = doc.location;
  const html = renderHeadTags(head, { origin, path: `${pathname}${search}`, language, fullTitle });
  const template = doc.createElement('template');
  // Every value in `html` is escaped by the renderer; scripts parsed into a template never run.
  template.innerHTML = html;
  for (const old of doc.head.querySelectorAll(`[${HEAD_TAG_MARK}], meta[name="description"]`)) old.remove();
  for (const tag of Array.from(template.content.children)) {
    if (tag.tagName !== 'TITLE') doc.head.append(tag);
  }
}
