import type { MergeableCollection } from '../../catalogue/merge/merge-rules.js';

/** The merge view's path under the admin route (`/cms/admin/merge`). */
export const MERGE_VIEW_PATH = '/merge';

/** The merge view for a duplicate (and a chosen survivor); `adminRoute` is the config's `routes.admin`. */
export function mergeViewHref(adminRoute: string, target: { collection?: MergeableCollection; from?: number; into?: number } = {}): string {
  const params = new URLSearchParams();
  if (target.collection) params.set('collection', target.collection);
  if (target.from) params.set('from', String(target.from));
  if (target.into) params.set('into', String(target.into));
  const query = params.toString();
  return `${adminRoute}${MERGE_VIEW_PATH}${query ? `?${query}` : ''}`;
}
