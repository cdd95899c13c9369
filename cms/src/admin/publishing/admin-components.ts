// Paths from the config's importMap baseDir (cms/src); `payload generate:importmap` (the admin
// build's first step) writes them into src/app/(payload)/admin/importMap.js.
const FOLDER = '/admin/publishing';

/** The notice of publishing schedules that did not run: on the dashboard and above the catalogue's lists. */
export const OVERDUE_SCHEDULES_NOTICE = `${FOLDER}/overdue-schedules-notice.js#OverdueSchedulesNotice`;

/** The preview button of a catalogue document's edit view. */
export const PREVIEW_BUTTON = `${FOLDER}/preview-button.js#PreviewButton`;
