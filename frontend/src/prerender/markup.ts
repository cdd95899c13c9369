import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/**
 * The HTML React's server renderer makes of `ui`, waiting for its lazy parts (unlike
 * renderToString). Past `progressiveChunkSize` React would send a finished part separately,
 * revealed by an inline script, which the CSP forbids: one chunk, no scripts.
 */
export async function renderToMarkup(ui: ReactNode): Promise<string> {
  const { prelude } = await prerender(ui, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}
