import type { Config } from 'payload';

import { MERGE_VIEW_PATH } from './links.js';

type AdminComponents = NonNullable<NonNullable<Config['admin']>['components']>;

// Paths from the config's importMap baseDir (cms/src); `payload generate:importmap` (the admin
// build's first step) writes them into src/app/(payload)/admin/importMap.js. The "Merge into…"
// button is a field of the collections (rest/merge-endpoints.ts) and is mapped from there.
const FOLDER = '/admin/merge';

/** The merges in the admin: their view and its nav link (decision 122). */
export const mergeComponents = {
  views: {
    merge: { Component: `${FOLDER}/merge-view.js#MergeView`, path: MERGE_VIEW_PATH, exact: true },
  },
  afterNavLinks: [`${FOLDER}/merge-nav-link.js#MergeNavLink`],
} satisfies AdminComponents;
