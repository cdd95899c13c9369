import { SCHEDULED_PUBLISH_POLL_MS } from '@starshelf/contract';

/**
 * The `catalogue-publishing` queue: the periodic `publish-due` that publishes the catalogue
 * documents whose scheduled time has come (docs/rules.md §4, decision 123).
 */
export const PUBLISHING_QUEUE = 'catalogue-publishing';
export const PUBLISH_DUE_JOB = 'publish-due';
/** Every 2 s: the page shows a scheduled change within 5 s, and a run with nothing due is one query. */
export const DEFAULT_PUBLISH_DUE_EVERY_MS = SCHEDULED_PUBLISH_POLL_MS;
