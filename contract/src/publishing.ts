/**
 * docs/rules.md §4: an editor schedules a catalogue document's publishing in the admin; the job
 * runner looks for due schedules this often, so the page shows the change within 5 s of the
 * scheduled time (decision 123).
 */
export const SCHEDULED_PUBLISH_POLL_MS = 2_000;

/**
 * A schedule still waiting this long after its time has not been run: the job runner is not
 * running, or the publish failed. The admin says so.
 */
export const SCHEDULE_OVERDUE_AFTER_MS = 60_000;

/** How long an editor's preview link works (decision 123). */
export const PREVIEW_LINK_TTL_MS = 5 * 60_000;

/** The page address parameter that carries a preview link's token. */
export const PREVIEW_QUERY_PARAM = 'preview';
