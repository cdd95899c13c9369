import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';

/**
 * What React's string renderer leaves where a part was still loading: a boundary the browser has
 * to render itself (`<!--$!-->`), or one still waiting (`<!--$?-->`).
 */
const UNFINISHED_BOUNDARY = /<!--\$[!?]-->/;

/**
 * The HTML React's server renderer makes of `ui`, with its lazy parts rendered.
 *
 * Most renders find every lazy part already loaded (this process rendered them before), and then
 * the string renderer makes the same markup with less work: the stream renderer encodes each piece
 * to bytes and we decode them again, a tenth of an author page's render. When a part was still
 * loading, the string renderer leaves its fallback instead (and has started the load), so the
 * render is made again with `prerender`, which waits. Past `progressiveChunkSize` `prerender` would
 * send a finished part separately, revealed by an inline script, which the CSP forbids: one chunk,
 * no scripts.
 */
export async function renderToMarkup(ui: ReactNode): Promise<string> {
  const markup = renderToString(ui);
  if (!UNFINISHED_BOUNDARY.test(markup)) return markup;
  const { prelude } = await prerender(ui, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}
