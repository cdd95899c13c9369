import type { Config } from 'payload';

import { TRANSLATION_STATUS_VIEW_PATH } from './links.js';

type AdminComponents = NonNullable<NonNullable<Config['admin']>['components']>;

// Paths from the config's importMap baseDir (cms/src); `payload generate:importmap` (the admin
// build's first step) writes them into src/app/(payload)/admin/importMap.js.
const FOLDER = '/admin/translation-status';

/** The translation status in the admin: its view, its counts on the dashboard and its nav link. */
export const translationStatusComponents = {
  views: {
    translationStatus: { Component: `${FOLDER}/translation-status-view.js#TranslationStatusView`, path: TRANSLATION_STATUS_VIEW_PATH, exact: true },
  },
  beforeDashboard: [`${FOLDER}/translation-status-summary.js#TranslationStatusSummary`],
  afterNavLinks: [`${FOLDER}/translation-status-nav-link.js#TranslationStatusNavLink`],
} satisfies AdminComponents;
