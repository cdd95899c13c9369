/**
 * The `catalogue-trash` queue: the scheduled `purge` that deletes for good what has been in the
 * catalogue's trash longer than TRASH_RETENTION_DAYS (docs/rules.md §4, decision 121).
 */
export const TRASH_QUEUE = 'catalogue-trash';
export const TRASH_PURGE_JOB = 'purge';
/** Hourly: a document leaves the trash within an hour of its 30 days, and a run with nothing due is one query. */
export const DEFAULT_TRASH_PURGE_EVERY_MS = 60 * 60_000;
