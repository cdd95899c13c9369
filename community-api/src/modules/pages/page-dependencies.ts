// What a rendered page shows, and which changes make it stale (docs/decisions/132-pages-stale-by-what-changed.md).
import type { PageRenderRequest } from '@starshelf/contract';
import { LISTS, tagsOfDetailAnswer } from '../catalogue/change-ledger.js';

const DETAIL_CALL = /^\/api\/(books|authors|series)\/[^/?]+(?:\?.*)?$/;
const DETAIL_PAGE = /^\/(books|authors|series)\/[^/?]+$/;

/**
 * The renderer's data calls, watched: a detail call's answer names its item (the address may give
 * a slug) and the books it lists; any other call, or a page that is not an item's own, is a list.
 */
export function recordingDependencies(fetchApi: PageRenderRequest['fetchApi'], address: string) {
  const tags = new Set<string>();
  if (!DETAIL_PAGE.test(address.split('?')[0] ?? '')) tags.add(LISTS);
  const watched: PageRenderRequest['fetchApi'] = async (path) => {
    const response = await fetchApi(path);
    const detail = DETAIL_CALL.exec(path);
    if (!detail) {
      tags.add(LISTS);
      return response;
    }
    const text = await response.text();
    try {
      const { data } = JSON.parse(text) as { data?: unknown };
      for (const tag of tagsOfDetailAnswer(detail[1] ?? '', data)) tags.add(tag);
    } catch {
      // Not JSON (a failure's text): nothing more to learn from it.
    }
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  return { fetchApi: watched, dependencies: () => [...tags].sort() };
}
