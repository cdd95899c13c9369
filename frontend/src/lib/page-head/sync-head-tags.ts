import type { Locale } from '@starshelf/contract';
import type { PageHead } from './page-head-fields';
import { HEAD_TAG_MARK, renderHeadTags } from './render-head-tags';

/** The same tags in the same order: nothing to write. */
function isSameTags(current: readonly Element[], wanted: readonly Element[]): boolean {
  return current.length === wanted.length && current.every((tag, index) => tag.isEqualNode(wanted[index] ?? null));
}

/**
 * The browser's side of the head: after a client-side navigation (or a language switch) the tags
 * the server wrote for the first page would describe the wrong one, so they are written again for
 * the current page, from the same renderer. The shell's generic description gives way as well.
 * The title is left to `document.title`. On a server-rendered page's first render the server's
 * tags already say the same: they stay untouched (no work for the browser while the app starts).
 */
export function syncHeadTags(head: PageHead, fullTitle: string, language: Locale, doc: Document = document): void {
  const { origin, pathname, search } = doc.location;
  const html = renderHeadTags(head, { origin, path: `${pathname}${search}`, language, fullTitle });
  const template = doc.createElement('template');
  // Every value in `html` is escaped by the renderer; scripts parsed into a template never run.
  template.innerHTML = html;
  const wanted = Array.from(template.content.children).filter((tag) => tag.tagName !== 'TITLE');
  const current = Array.from(doc.head.querySelectorAll(`[${HEAD_TAG_MARK}], meta[name="description"]`));
  if (isSameTags(current, wanted)) return;
  for (const old of current) old.remove();
  doc.head.append(...wanted);
}
